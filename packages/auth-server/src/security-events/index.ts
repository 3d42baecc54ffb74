export { emitSecurityEvent } from "./emit-security-event";
export type {
  CoreSecurityEventType,
  SecurityEvent,
  SecurityEventActor,
  SecurityEventInput,
  SecurityEventListener,
  SecurityEventPayload,
  SecurityEventReason,
  SecurityEventWrite,
} from "./security-event";
