/**
 * An email address that, when it must wrap (a narrow screen), wraps after the "@" first rather
 * than in the middle of a word ("friend@example.co / m").
 */
export function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf("@");
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}
