export * from "./parse-event-text.js";
