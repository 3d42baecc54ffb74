export { toNodeHandler } from "./to-node-handler";
