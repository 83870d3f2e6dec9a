export { viewFor, VIEWERS, type View, type Viewer, type VisibleBlock, type HiddenBlocks } from "./view.js";
export { eventFor, eventsFor } from "./events.js";
