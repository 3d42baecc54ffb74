// One password hashing worker thread: one job at a time, ref()'d only while it has one, so an
// idle worker never keeps the process alive and a pending hash never lets it exit.
import { formatMessage } from "../errors/define-error-codes";
import type { NodeWorkerThreads } from "../utils/node-builtin";
import { SCRYPT, SCRYPT_OPTIONS } from "./scrypt-parameters";
import { SCRYPT_WORKER_ERRORS } from "./scrypt-worker-errors";

export interface ScryptWorker {
  /** False once the thread exited or crashed; its job, if any, was rejected. */
  readonly alive: boolean;
  /** The thread's nice value once started; null where unknown or if it died first. */
  readonly priority: Promise<number | null>;
  /** The scrypt key of an already normalised password. */
  derive(password: string, salt: string): Promise<Uint8Array>;
}

type Reply =
  | { kind: "ready"; priority: number | null }
  | { kind: "key"; key: Uint8Array }
  | { kind: "failed"; reason: string };

function isReply(message: unknown): message is Reply {
  if (typeof message !== "object" || message === null || !("kind" in message)) return false;
  switch (message.kind) {
    case "ready":
      return "priority" in message;
    case "key":
      return "key" in message && message.key instanceof Uint8Array;
    case "failed":
      return "reason" in message && typeof message.reason === "string";
    default:
      return false;
  }
}

interface Job {
  resolve: (key: Uint8Array) => void;
  reject: (error: Error) => void;
}

/**
 * Starts a worker running `source` (see scrypt-worker-source.ts). `onDeath` is called once when
 * the thread exits or crashes, after its job (if any) was rejected.
 */
export function startScryptWorker(
  threads: NodeWorkerThreads,
  source: string,
  onDeath: (worker: ScryptWorker) => void,
): ScryptWorker {
  const thread = new threads.Worker(source, {
    eval: true,
    workerData: { keyLength: SCRYPT.keyLength, options: SCRYPT_OPTIONS },
  });
  let death: Error | undefined;
  let job: Job | undefined;
  let reportPriority: (priority: number | null) => void = () => {};
  const priority = new Promise<number | null>((resolve) => {
    reportPriority = resolve;
  });

  const takeJob = () => {
    const current = job;
    job = undefined;
    thread.unref();
    return current;
  };

  const die = (error: Error) => {
    if (death) return;
    death = error;
    reportPriority(null);
    takeJob()?.reject(error);
    onDeath(worker);
  };

  thread.on("message", (message: unknown) => {
    if (!isReply(message)) {
      takeJob()?.reject(new Error(SCRYPT_WORKER_ERRORS.HASHING_WORKER_REPLY_UNREADABLE));
    } else if (message.kind === "ready") {
      reportPriority(typeof message.priority === "number" ? message.priority : null);
    } else if (message.kind === "key") {
      takeJob()?.resolve(message.key);
    } else {
      const reason = message.reason;
      takeJob()?.reject(new Error(formatMessage(SCRYPT_WORKER_ERRORS.SCRYPT_FAILED, { reason })));
    }
  });
  thread.on("messageerror", (cause) => {
    die(new Error(SCRYPT_WORKER_ERRORS.HASHING_WORKER_REPLY_UNREADABLE, { cause }));
    thread.terminate().catch(() => undefined);
  });
  // An uncaught exception in the thread: 'error', then 'exit' (which then finds it dead).
  thread.on("error", (cause) => {
    const reason = cause instanceof Error ? cause.message : String(cause);
    die(
      new Error(formatMessage(SCRYPT_WORKER_ERRORS.HASHING_WORKER_CRASHED, { reason }), { cause }),
    );
  });
  thread.on("exit", (code) => {
    die(
      new Error(formatMessage(SCRYPT_WORKER_ERRORS.HASHING_WORKER_EXITED, { code: String(code) })),
    );
  });

  const worker: ScryptWorker = {
    get alive() {
      return death === undefined;
    },
    priority,
    derive(password, salt) {
      return new Promise<Uint8Array>((resolve, reject) => {
        if (death) return reject(death);
        if (job) return reject(new Error(SCRYPT_WORKER_ERRORS.HASHING_WORKER_BUSY));
        job = { resolve, reject };
        thread.ref();
        try {
          thread.postMessage({ password, salt });
        } catch (error) {
          takeJob();
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    },
  };
  return worker;
}
