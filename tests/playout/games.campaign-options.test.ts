// Random playouts, part of the 320 games of tests/playout/randomGames.ts.
import { randomPlayouts } from "./randomGames.js";

randomPlayouts("campaign-options");
