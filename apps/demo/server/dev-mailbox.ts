import { randomUUID } from "node:crypto";
import type { OutgoingMail } from "./outgoing-mail";

export interface DevMail extends OutgoingMail {
  id: string;
  /** ISO timestamp. */
  createdAt: string;
}

export const DEV_MAILBOX_CAPACITY = 1000;

/** Mail the server would have sent, kept in memory: the newest `capacity` messages. */
export class DevMailbox {
  readonly #messages: DevMail[] = [];

  constructor(readonly capacity = DEV_MAILBOX_CAPACITY) {}

  add(mail: OutgoingMail, now = new Date()): DevMail {
    const stored: DevMail = { id: randomUUID(), ...mail, createdAt: now.toISOString() };
    this.#messages.push(stored);
    if (this.#messages.length > this.capacity) {
      this.#messages.splice(0, this.#messages.length - this.capacity);
    }
    return stored;
  }

  /** Newest first. */
  list(): DevMail[] {
    return this.#messages.toReversed();
  }
}
