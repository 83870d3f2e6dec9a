export { viewFor, VIEWERS, type RevealOptions, type View, type Viewer, type VisibleBlock, type HiddenBlocks } from "./view.js";
export { eventFor, eventsFor } from "./events.js";
export { diceEntryFor, type DiceEntryView } from "./dice.js";
