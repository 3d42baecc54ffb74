import type { ReactNode } from "react";

/** The centred card every signed-out screen sits in. */
export function AuthCard(props: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <main className="auth-layout">
      <section className="card auth-card" aria-labelledby="auth-card-title">
        <h1 id="auth-card-title">{props.title}</h1>
        {props.subtitle ? <p className="subtitle">{props.subtitle}</p> : null}
        {props.children}
      </section>
      {props.footer ? <div className="auth-footer">{props.footer}</div> : null}
    </main>
  );
}
