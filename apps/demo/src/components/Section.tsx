import type { ReactNode } from "react";

/** One settings panel of the account page. */
export function Section(props: {
  id: string;
  title: string;
  description?: ReactNode;
  tone?: "danger";
  children: ReactNode;
}) {
  return (
    <section
      className={`card section${props.tone === "danger" ? " section-danger" : ""}`}
      aria-labelledby={`${props.id}-title`}
    >
      <header className="section-header">
        <h2 id={`${props.id}-title`}>{props.title}</h2>
        {props.description ? <p>{props.description}</p> : null}
      </header>
      {props.children}
    </section>
  );
}
