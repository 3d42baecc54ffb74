import type { AuthContext } from "../context/context-types";
import { boundedMapPerOwner } from "../utils/bounded-map";
import { isRecord } from "../utils/is-record";
import { copyFlatRecord, type FlatRecordCopy, isSameFlatRecord } from "../utils/json-copy";
import { toJsonText } from "../utils/json-text";

/** What GET /get-session answers: the public session and user records. */
export interface SessionAnswer {
  session: Record<string, unknown>;
  user: Record<string, unknown>;
}

interface RememberedAnswer {
  session: FlatRecordCopy;
  user: FlatRecordCopy;
  text: string;
}

/**
 * The JSON text of each session's last answer, by session token, per auth instance (keyed by its
 * signer, of which each instance has one). A client polls get-session with the same session over
 * and over; comparing the records field by field is far cheaper than writing the JSON again.
 */
const answersOf = boundedMapPerOwner<string, RememberedAnswer>(1024);

/** Same keys in the same order, same records: the same JSON text. */
function isSameAnswer(remembered: RememberedAnswer, answer: SessionAnswer): boolean {
  const keys = Object.keys(answer);
  return (
    keys.length === 2 &&
    keys[0] === "session" &&
    keys[1] === "user" &&
    isRecord(answer.session) &&
    isRecord(answer.user) &&
    isSameFlatRecord(remembered.session, answer.session) &&
    isSameFlatRecord(remembered.user, answer.user)
  );
}

/**
 * Exactly `toJsonText(answer)`, reused while the answer is unchanged: compared when asked, so an
 * answer someone edited in place after it was made is written anew.
 */
export function sessionAnswerText(
  context: AuthContext,
  token: string,
  answer: SessionAnswer,
): string {
  const answers = answersOf(context.signer);
  const remembered = answers.get(token);
  if (remembered && isSameAnswer(remembered, answer)) return remembered.text;
  const text = toJsonText(answer);
  // Copies: the caller's records may change after this; the remembered ones must not.
  answers.set(token, {
    session: copyFlatRecord(answer.session),
    user: copyFlatRecord(answer.user),
    text,
  });
  return text;
}
