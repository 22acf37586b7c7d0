/**
 * Signing in again over the page (issue 13): while an admin page is open it installs a handler that
 * shows a sign-in form and settles once the admin has signed in again (or gave up). A call that gets
 * 401 waits for it and is then sent again, so the page keeps what was typed and the submit goes on.
 * Every call that fails meanwhile waits for the same sign-in.
 */
type ReauthHandler = () => Promise<void>;

let handler: ReauthHandler | null = null;
let pending: Promise<void> | null = null;

/** Installs the handler (the admin frame does, while it is shown); returns its removal. */
export function installReauthHandler(next: ReauthHandler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = null;
  };
}

/**
 * Resolves once the admin signed in again; rejects when they gave up. Null when no page can ask
 * (the public pages, the first session check): the 401 then stands.
 */
export function waitForSignIn(): Promise<void> | null {
  if (!handler) return null;
  if (!pending) {
    pending = handler().finally(() => {
      pending = null;
    });
  }
  return pending;
}
