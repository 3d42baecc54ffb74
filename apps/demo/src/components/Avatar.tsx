import { useState } from "react";

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** The characters as a reader sees them: "👩‍💻" or "é" is one, however many code units. */
const charactersOf = (text: string) =>
  Array.from(graphemes.segment(text), (segment) => segment.segment);

/** "Ada Lovelace" → "AL", "Ada" → "AD", "😀 Ada" → "😀A": whole characters, never half an emoji. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    parts.length > 1
      ? [charactersOf(parts[0] ?? "")[0], charactersOf(parts.at(-1) ?? "")[0]]
      : charactersOf(name.trim()).slice(0, 2);
  return letters.join("").toUpperCase();
}

/** The user's picture, or their initials when there is none (or it fails to load). */
export function Avatar({
  name,
  image,
  size = 32,
}: {
  name: string;
  image: string | null;
  size?: number;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  if (image && failed !== image) {
    return (
      <img className="avatar" src={image} alt="" style={style} onError={() => setFailed(image)} />
    );
  }
  return (
    <span className="avatar avatar-initials" style={style} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
