// An email address that may be longer than its box: on a phone it wraps before the '@' first, not at an
// arbitrary letter, and the whole address stays in the title for a pointer to read.
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  return (
    <span className="email-text" title={email}>
      {at > 0 ? (
        <>
          {email.slice(0, at)}
          <wbr />
          {email.slice(at)}
        </>
      ) : (
        email
      )}
    </span>
  );
}
