import type { ReactNode } from "react";

export const metadata = { title: "Tollgate with Next.js" };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
