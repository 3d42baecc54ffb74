import { useMemo } from "react";
import { encode } from "uqr";

/**
 * A QR code drawn as one SVG path in the page (no image request, nothing inline for the CSP to
 * refuse): each dark module is a 1×1 square of the path, the quiet zone is the border.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { size, path } = useMemo(() => {
    const { size, data } = encode(value, { border: 2, ecc: "M" });
    const squares: string[] = [];
    data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) squares.push(`M${x} ${y}h1v1h-1z`);
      });
    });
    return { size, path: squares.join("") };
  }, [value]);
  return (
    <svg
      className="qr-code"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
