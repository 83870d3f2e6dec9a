// Bounds of orders, in their own module: the text parser needs them without loading zod, which
// the schemas (schema.ts) are written in.

import { AREA_NAMES, BLOCK_IDS } from "../rules/data/index.js";

/** Bounds shared by the schemas and the text parser, so both accept the same orders. */
export const LIMITS = {
  /** 2.11 no block has more than 4 steps. */
  stepsPerGrant: { min: 1, max: 4 },
  /** 7.61 a drawn block enters at strength 1, so at most 3 more. */
  drawExtraSteps: { min: 0, max: 3 },
  /** 1.2, 1.3 castle limit 3 plus a cathedral. */
  drawsPerArea: 4,
  /** EV-SEA-MOVE 1 or 2 blocks. */
  seaMoveBlocks: { min: 1, max: 2 },
  /** EV-VICTUALS 3 steps in all. */
  victualsGrants: { min: 1, max: 3 },
  /** 5.4 one firing block rolls at most 4 dice, so at most 4 hits to place. */
  hits: { min: 1, max: 4 },
  /** 2.13 the origin plus at most 3 areas entered. */
  pathAreas: { min: 2, max: 4 },
  /** No list can name more blocks than the game has. */
  blocks: BLOCK_IDS.length,
  areas: AREA_NAMES.length,
} as const;
