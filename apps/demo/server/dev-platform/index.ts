export { createDevPlatform, type DevPlatform, type DevPlatformOptions } from "./platform";
export { DEV_ORGANIZATION, seededProducts } from "./seed-catalogue";
