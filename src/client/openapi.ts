// Generated from openapi/openapi.json by openapi-typescript (npm run openapi); do not edit.
export interface paths {
    "/adjudicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adjudicate a position
         * @description Set up a position (or continue a state), apply orders with the dice given, and see the outcome. At most 1,000 orders and 10,000 dice; 503 busy with retry-after when every worker is taken.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Die rolls as faces 1-6, other draws as raw indices */
                        dice?: number[];
                        orders: {
                            order?: components["schemas"]["OrderInput"];
                            /**
                             * @description A side
                             * @enum {string}
                             */
                            side: "england" | "scotland";
                            /** @description One line of the order language, e.g. move Fife>Angus: Wallace */
                            text?: string;
                        }[];
                        position?: components["schemas"]["PositionSpecInput"];
                        state?: components["schemas"]["GameStateInput"];
                    };
                };
            };
            responses: {
                /** @description Each order's outcome, then the state reached and its pending decisions */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            pending: components["schemas"]["Decision"][];
                            results: ({
                                events: components["schemas"]["Event"][];
                                /** @enum {boolean} */
                                ok: true;
                            } | {
                                error: {
                                    code: string;
                                    detail: string;
                                } & {
                                    [key: string]: unknown;
                                };
                                /** @enum {boolean} */
                                ok: false;
                            })[];
                            state: components["schemas"]["GameState"];
                            stateHash: string;
                        };
                    };
                };
                /** @description The request cannot be answered: see `code` (docs/api.md, Errors) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The server failed or is not ready */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a game
         * @description Commits to a fresh dice seed and returns the host token, the observer link and one single-use invite per side, shown once. The game waits for its players until both seats are claimed (POST /games/{id}/join).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description A new game */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description TB-1: player A's bid, then player B's */
                        bids?: [
                            "E1" | "E2" | "E3" | "S1" | "S2" | "S3",
                            "E1" | "E2" | "E3" | "S1" | "S2" | "S3"
                        ];
                        /** @description Q11: the Campaign's last year */
                        campaignEndYear?: number | null;
                        /** @description Deadlines (docs/deadlines.md); {} for the defaults, absent for none */
                        deadlines?: {
                            /**
                             * @description Days of absence each side may declare over the game (ABSENCE, POST /games/{id}/absence): its deadlines are pushed past them
                             * @default 14
                             */
                            absenceDays?: number;
                            /**
                             * @description How long after a deadline the default waits
                             * @default 0
                             */
                            graceSeconds?: number;
                            /**
                             * @description Missed deadlines in a row that resign a side
                             * @default 3
                             */
                            missedLimit?: number;
                            /**
                             * @description Reminders this long before a deadline, to the side that still has to decide
                             * @default [
                             *       86400,
                             *       7200
                             *     ]
                             */
                            remindersSeconds?: number[];
                            /**
                             * @description Missed deadlines in a row after which the host may hand the side's seat to a substitute (REPLACE); the player may always hand over its own
                             * @default 2
                             */
                            replaceAfterMissed?: number;
                            /**
                             * @description Time allowed per decision, in seconds: card play (and events), movement, battle decisions, winter
                             * @default {
                             *       "battle": 172800,
                             *       "cards": 259200,
                             *       "movement": 259200,
                             *       "winter": 259200
                             *     }
                             */
                            seconds?: {
                                /** @default 172800 */
                                battle?: number;
                                /** @default 259200 */
                                cards?: number;
                                /** @default 259200 */
                                movement?: number;
                                /** @default 259200 */
                                winter?: number;
                            };
                            /**
                             * @description The game's IANA time zone: weekends and the deadlines shown
                             * @default UTC
                             */
                            timeZone?: string;
                            /**
                             * @description Saturday and Sunday, in timeZone, do not count
                             * @default false
                             */
                            weekendsOff?: boolean;
                        } | null;
                        /** @description The players' addresses: with mail configured, each invite goes to its player, not to the host */
                        emails?: {
                            /** Format: email */
                            england?: string;
                            /** Format: email */
                            scotland?: string;
                        };
                        /**
                         * @description What the host token sees: an observer's view (default: the host may be a player) or a referee's (everything but the seed)
                         * @enum {string}
                         */
                        hostSees?: "observer" | "referee";
                        /** @description Each side's language (default en) */
                        languages?: {
                            /**
                             * @description A seat's language (docs/languages.md): its text orders may use that rulebook's keywords
                             * @enum {string}
                             */
                            england?: "en" | "pt" | "fr" | "es" | "hu" | "it";
                            /**
                             * @description A seat's language (docs/languages.md): its text orders may use that rulebook's keywords
                             * @enum {string}
                             */
                            scotland?: "en" | "pt" | "fr" | "es" | "hu" | "it";
                        };
                        /** @description Optional rules and variants, each at most once */
                        options?: ("OPT-SCHILTROM" | "OPT-ANDREW-DE-MORAY" | "OPT-ANGUS-OG" | "OPT-FOCUS-FIRE" | "OPT-RALLY" | "OPT-CELTIC-PERMANENT" | "VAR-123")[];
                        /** @enum {string} */
                        scenario: "braveheart" | "the_bruce" | "campaign";
                    };
                };
            };
            responses: {
                /** @description The new game, its host token and the invites */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description SHA-256 of the dice seed, hex (docs/dice.md) */
                            commitment: string;
                            gameId: string;
                            /** @description One single-use invite per side, to hand to its player (null: mailed to the player) */
                            invites: {
                                england: string | null;
                                scotland: string | null;
                            };
                            links: {
                                /** @description POST an invite here to claim its seat */
                                join: string;
                                /** @description Opens the observer's page in a browser (GET /games/{id}/page?token=<observer>) */
                                observer: string;
                                /** @description The observer's view as JSON (GET /games/{id}?token=<observer>; a browser asking for HTML is sent to the page) */
                                observerView: string;
                                self: string;
                            };
                            /** @enum {string} */
                            status: "waiting-for-players" | "active" | "over";
                            /** @description Shown once: the server keeps only their hashes */
                            tokens: {
                                host: string;
                                observer: string;
                            };
                            version: number;
                        };
                    };
                };
                /** @description The request cannot be answered: see `code` (docs/api.md, Errors) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The server failed or is not ready */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's view of a game
         * @description Only what the caller's role may see. ETag is the version; If-None-Match gives 304.
         */
        get: {
            parameters: {
                query?: {
                    /** @description The token, for GET requests only (the observer link) */
                    token?: string;
                };
                header?: {
                    "if-none-match"?: string;
                };
                path: {
                    /** @description The game's id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The caller's view of the game */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Set when the host ended the game */
                            ended: {
                                at: string;
                                /** @enum {string} */
                                reason: "abandoned";
                            } | null;
                            gameId: string;
                            /** @description TB-3: the side of player A and of player B */
                            players: {
                                /**
                                 * @description A side
                                 * @enum {string}
                                 */
                                a: "england" | "scotland";
                                /**
                                 * @description A side
                                 * @enum {string}
                                 */
                                b: "england" | "scotland";
                            } | null;
                            /** @description The side's standing battle orders (docs/policies.md); sides only */
                            policy?: components["schemas"]["BattlePolicy"] | null;
                            /**
                             * @description What a token may do (docs/api.md)
                             * @enum {string}
                             */
                            role: "england" | "scotland" | "host" | "referee" | "observer";
                            seats: {
                                england: {
                                    claimed: boolean;
                                    nonce: string | null;
                                    nonceGivenBy: ("player" | "server" | "creator") | null;
                                };
                                scotland: {
                                    claimed: boolean;
                                    nonce: string | null;
                                    nonceGivenBy: ("player" | "server" | "creator") | null;
                                };
                            };
                            /** @enum {string} */
                            status: "waiting-for-players" | "active" | "over";
                            version: number;
                            /** @description Null while the game waits for its players */
                            view: components["schemas"]["View"] | null;
                        };
                    };
                };
                /** @description A browser (Accept: text/html) with the observer's token in the URL is sent to the observer's page */
                303: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not modified */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The request cannot be answered: see `code` (docs/api.md, Errors) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The server failed or is not ready */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/absence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Declare an absence
         * @description As ABSENCE by mail, a side's token: the side's deadlines that fall in the days away move past them, within the game's `absenceDays` (400 `absence-over-limit` beyond); the opponent is told by mail.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The game's id */
                    id: string;
                };
                cookie?: never;
            };
            /** @description The first and the last day away, both included */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description A UTC day, YYYY-MM-DD */
                        from: string;
                        /** @description A UTC day, YYYY-MM-DD */
                        to: string;
                    };
                };
            };
            responses: {
                /** @description The deadline status after the absence, and the days of absence declared so far of the game's limit */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            absenceDays: number;
                            absenceDaysUsed: number;
                            /** @description The current deadline, ISO 8601 with the game's offset */
                            deadline: string | null;
                            /** @description Seconds each side asked to extend by */
                            extension: {
                                england?: number;
                                scotland?: number;
                            };
                            /** @description Missed deadlines in a row */
                            missed: {
                                england: number;
                                scotland: number;
                            };
                            paused: boolean;
                            /** @description Null for a game without deadlines */
                            settings: {
                                /**
                                 * @description Days of absence each side may declare over the game (ABSENCE, POST /games/{id}/absence): its deadlines are pushed past them
                                 * @default 14
                                 */
                                absenceDays: number;
                                /**
                                 * @description How long after a deadline the default waits
                                 * @default 0
                                 */
                                graceSeconds: number;
                                /**
                                 * @description Missed deadlines in a row that resign a side
                                 * @default 3
                                 */
                                missedLimit: number;
                                /**
                                 * @description Reminders this long before a deadline, to the side that still has to decide
                                 * @default [
                                 *       86400,
                                 *       7200
                                 *     ]
                                 */
                                remindersSeconds: number[];
                                /**
                                 * @description Missed deadlines in a row after which the host may hand the side's seat to a substitute (REPLACE); the player may always hand over its own
                                 * @default 2
                                 */
                                replaceAfterMissed: number;
                                /**
                                 * @description Time allowed per decision, in seconds: card play (and events), movement, battle decisions, winter
                                 * @default {
                                 *       "battle": 172800,
                                 *       "cards": 259200,
                                 *       "movement": 259200,
                                 *       "winter": 259200
                                 *     }
                                 */
                                seconds: {
                                    /** @default 172800 */
                                    battle: number;
                                    /** @default 259200 */
                                    cards: number;
                                    /** @default 259200 */
                                    movement: number;
                                    /** @default 259200 */
                                    winter: number;
                                };
                                /**
                                 * @description The game's IANA time zone: weekends and the deadlines shown
                                 * @default UTC
                                 */
                                timeZone: string;
                                /**
                                 * @description Saturday and Sunday, in timeZone, do not count
                                 * @default false
                                 */
                                weekendsOff: boolean;
                            } | null;
                            /** @description The game's version after the change */
                            version: number;
                            /** @description The sides the current deadline is for */
                            waiting: ("england" | "scotland")[];
                        };
                    };
                };
                /** @description The request cannot be answered: see `code` (docs/api.md, Errors) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The server failed or is not ready */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/board.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's view of the board as PNG
         * @description Only what the caller's role may see: the enemy's blocks are blank. ETag is the version and the format; If-None-Match gives 304. Drawn on the server's PNG thread: 503 busy, with retry-after, when PNG_QUEUE boards already wait for it.
         */
        get: {
            parameters: {
                query?: never;
                header?: {
                    "if-none-match"?: string;
                };
                path: {
                    /** @description The game's id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The board as PNG */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": string;
                    };
                };
                /** @description Not modified */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The request cannot be answered: see `code` (docs/api.md, Errors) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The server failed or is not ready */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/board.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's view of the board as SVG
         * @description Only what the caller's role may see: the enemy's blocks are blank. ETag is the version and the format; If-None-Match gives 304.
         */
        get: {
            parameters: {
                query?: never;
                header?: {
                    "if-none-match"?: string;
                };
                path: {
                    /** @description The game's id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The board as SVG */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/svg+xml": string;
                    };
                };
                /** @description Not modified */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The request cannot be answered: see `code` (docs/api.md, Errors) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The server failed or is not ready */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/deadlines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the deadlines
         * @description The host token only (whichever view it was given, hostSees observer or referee); 403 forbidden for the sides and the observer. New settings apply from the next deadline; a game without deadlines gets its first one now.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The game's id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DeadlineSettingsInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DeadlineStatus"];
                    };
                };
                /** @description The request cannot be answered: see `code` (docs/api.md, Errors) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The server failed or is not ready */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/dice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The dice log
         * @description Every draw; values the caller may see; the seed once the game is over (or for the referee).
         */
        get: {
            parameters: {
                query?: {
                    /** @description The token, for GET requests only (the observer link) */
                    token?: string;
                };
                header?: never;
                path: {
                    /** @description The game's id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The dice log as the caller may see it */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            commitment: string;
                            entries: {
                                /** @description The draw counter */
                                k: number;
                                /** @description The range: the value is in [0, n) */
                                n: number;
                                /** @enum {string} */
                                purpose: "deal" | "pool-draw" | "levy" | "celtic" | "herald" | "fire" | "side";
                                /** @description Left out while the caller may not see it */
                                value?: number;
                                /**
                                 * @description Who could see the value while the game ran
                                 * @enum {string}
                                 */
                                visibleTo: "all" | "england" | "scotland" | "referee";
                            }[];
                            /** @description Revealed once the game is over, and to the referee */
                            seed: string | null;
                        };
                    };
                };
                /** @description The request cannot be answered: see `code` (docs/api.md, Errors) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The server failed or is not ready */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End an abandoned game
         * @description Host only: the game is over without a winner, recorded as abandoned, and its seed is revealed.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The game's id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The caller's view of the game */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Set when the host ended the game */
                            ended: {
                                at: string;
                                /** @enum {string} */
                                reason: "abandoned";
                            } | null;
                            gameId: string;
                            /** @description TB-3: the side of player A and of player B */
                            players: {
                                /**
                                 * @description A side
                                 * @enum {string}
                                 */
                                a: "england" | "scotland";
                                /**
                                 * @description A side
                                 * @enum {string}
                                 */
                                b: "england" | "scotland";
                            } | null;
                            /** @description The side's standing battle orders (docs/policies.md); sides only */
                            policy?: components["schemas"]["BattlePolicy"] | null;
                            /**
                             * @description What a token may do (docs/api.md)
                             * @enum {string}
                             */
                            role: "england" | "scotland" | "host" | "referee" | "observer";
                            seats: {
                                england: {
                                    claimed: boolean;
                                    nonce: string | null;
                                    nonceGivenBy: ("player" | "server" | "creator") | null;
                                };
                                scotland: {
                                    claimed: boolean;
                                    nonce: string | null;
                                    nonceGivenBy: ("player" | "server" | "creator") | null;
                                };
                            };
                            /** @enum {string} */
                            status: "waiting-for-players" | "active" | "over";
                            version: number;
                            /** @description Null while the game waits for its players */
                            view: components["schemas"]["View"] | null;
                        };
                    };
                };
                /** @description The request cannot be answered: see `code` (docs/api.md, Errors) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The server failed or is not ready */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Events after a sequence number
         * @description Redacted for the caller; all of them once the game is over.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Only the caller's events after its number N */
                    after?: string;
                    /** @description The token, for GET requests only */
                    token?: string;
                };
                header?: never;
                path: {
                    /** @description The game's id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Events the caller may see */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            events: {
                                event: components["schemas"]["Event"];
                                /** @description The caller's own number for the event: 1, 2, 3, ... over what it may see */
                                seq: number;
                            }[];
                            /** @description The caller's number of its latest event: poll again with after=last */
                            last: number;
                        };
                    };
                };
                /** @description The request cannot be answered: see `code` (docs/api.md, Errors) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The server failed or is not ready */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/events/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Events as they happen (Server-Sent Events)
         * @description The caller's events (as GET /games/{id}/events has them) as text/event-stream: `id` is the seq, `event` the type, `data` the Event as JSON. Resume with Last-Event-ID (or ?after=). The stream ends when the game is over. A browser's EventSource on the side's page is signed in by the page's cookie; other clients send the bearer token.
         */
        get: {
            parameters: {
                query?: {
                    /** @description The observer's token (its page's stream); other roles send the bearer token or the page's cookie */
                    token?: string;
                    /** @description Only events after this sequence number */
                    after?: string;
                };
                header?: {
                    "last-event-id"?: string;
                };
                path: {
                    /** @description The game's id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description text/event-stream: a sequence of StreamFrame (`id`, `event`, `data` lines); `data` parses as an Event */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": components["schemas"]["StreamFrame"][];
                    };
                };
                /** @description The request cannot be answered: see `code` (docs/api.md, Errors) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The server failed or is not ready */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/extend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask to extend the deadline
         * @description A side's token. The deadline moves once both sides have asked, by the smaller of the two requests.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The game's id */
                    id: string;
                };
                cookie?: never;
            };
            /** @description EXTEND: the deadline moves once both sides have asked, by the smaller request */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description How long to extend the current deadline by */
                        seconds: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DeadlineStatus"];
                    };
                };
                /** @description The request cannot be answered: see `code` (docs/api.md, Errors) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The server failed or is not ready */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/invites/{side}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reissue a side's invite
         * @description Host only, while the side's seat is unclaimed: the side's earlier invite stops working and a new one is returned.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    /** @description A side */
                    side: "england" | "scotland";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The side's new invite (null when only revoked) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            invite: string | null;
                            /**
                             * @description A side
                             * @enum {string}
                             */
                            side: "england" | "scotland";
                        };
                    };
                };
                /** @description The request cannot be answered: see `code` (docs/api.md, Errors) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The server failed or is not ready */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        /**
         * Revoke a side's invite
         * @description Host only, while the side's seat is unclaimed: the invite stops working.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    /** @description A side */
                    side: "england" | "scotland";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The side's new invite (null when only revoked) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            invite: string | null;
                            /**
                             * @description A side
                             * @enum {string}
                             */
                            side: "england" | "scotland";
                        };
                    };
                };
                /** @description The request cannot be answered: see `code` (docs/api.md, Errors) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The server failed or is not ready */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim a seat with its invite
         * @description Spends the single-use invite (a second use is 409) and returns the side's token, once, to the caller only. `nonce` is mixed into the dice stream; without one the server draws it and says so. The last claim sets the game up.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The game's id */
                    id: string;
                };
                cookie?: never;
            };
            /** @description Claims a seat */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The side's single-use invite */
                        invite: string;
                        /** @description Your own entropy, mixed into the dice stream (docs/dice.md) */
                        nonce?: string;
                    };
                };
            };
            responses: {
                /** @description Your seat */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            gameId: string;
                            nonce: {
                                at: string | null;
                                /**
                                 * @description Who gave the nonce: server when the player gave none
                                 * @enum {string}
                                 */
                                givenBy: "player" | "server" | "creator";
                                nonce: string;
                            };
                            /**
                             * @description A side
                             * @enum {string}
                             */
                            side: "england" | "scotland";
                            /** @enum {string} */
                            status: "waiting-for-players" | "active" | "over";
                            /** @description The side's token, shown once and only to you */
                            token: string;
                        };
                    };
                };
                /** @description The request cannot be answered: see `code` (docs/api.md, Errors) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The server failed or is not ready */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give an order
         * @description Answers one of the caller's pending decisions. The body is {"order": ...} or {"text": "..."},
         *     or a text/plain order line. Idempotency-Key: a repeated key returns the first response and applies the
         *     order once. If-Match: "<version>" refuses the order (409) if the game has moved on. ?dryRun=true checks the
         *     order and shows its effects, unless it would draw dice or uncover enemy secrets.
         */
        post: {
            parameters: {
                query?: {
                    /** @description Check the order and preview it without applying it */
                    dryRun?: "true" | "false";
                };
                header?: {
                    /** @description A repeated key gets the same response; the order is applied once */
                    "idempotency-key"?: string;
                    /** @description The version the order answers, as an ETag: "12" */
                    "if-match"?: string;
                };
                path: {
                    /** @description The game's id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        order?: components["schemas"]["OrderInput"];
                        /** @description One line of the order language, e.g. move Fife>Angus: Wallace */
                        text?: string;
                    };
                    /** @example play Move 2 */
                    "text/plain": string;
                };
            };
            responses: {
                /** @description The game after the order, as the caller sees it, and the events the caller may see */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            applied: boolean;
                            events: {
                                event: components["schemas"]["Event"];
                                /** @description null in a dry run */
                                seq: number | null;
                            }[];
                            /**
                             * @description Dry runs: whether the effects are shown, or why not (they would draw dice, or uncover enemy secrets)
                             * @enum {string}
                             */
                            preview?: "shown" | "needs-dice" | "hidden-information";
                            version: number;
                            view: components["schemas"]["View"];
                        };
                    };
                };
                /** @description The request cannot be answered: see `code` (docs/api.md, Errors) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The server failed or is not ready */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pause the deadlines
         * @description The host token only; 403 forbidden for the sides and the observer. The time left is kept for the resume.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The game's id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DeadlineStatus"];
                    };
                };
                /** @description The request cannot be answered: see `code` (docs/api.md, Errors) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The server failed or is not ready */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set standing battle orders
         * @description A side's token. They answer the side's battle decisions as they are asked, and are shown in its view; null clears them.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The game's id */
                    id: string;
                };
                cookie?: never;
            };
            /** @description Standing battle orders (docs/policies.md) */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The standing orders; null clears them */
                        policy?: components["schemas"]["BattlePolicyInput"] | null;
                        /** @description The standing orders as text, e.g. retreat when outnumbered 2:1 after round 1; regroup none */
                        text?: string;
                    };
                };
            };
            responses: {
                /** @description The side's standing battle orders after the change */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            policy: components["schemas"]["BattlePolicy"] | null;
                            version: number;
                        };
                    };
                };
                /** @description The request cannot be answered: see `code` (docs/api.md, Errors) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The server failed or is not ready */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/record": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The game record
         * @description docs/record.md. The referee at any time; the sides once the game is over.
         */
        get: {
            parameters: {
                query?: {
                    /** @description The token, for GET requests only (the observer link) */
                    token?: string;
                };
                header?: never;
                path: {
                    /** @description The game's id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The game record */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GameRecord"];
                    };
                };
                /** @description The request cannot be answered: see `code` (docs/api.md, Errors) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The server failed or is not ready */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/rematch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Play again, sides swapped
         * @description As REMATCH by mail, a side's or the host's token, once the game is over (else 409 `not-over`): a new game with the same scenario, options, deadlines and languages, each player on the other side, invitations mailed. Asked again, it is the same game (`already`).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The game's id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The game started */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Started before by the same request (a rematch asked again): no token is shown again */
                            already: boolean;
                            commitment: string;
                            gameId: string;
                            /**
                             * @description A side
                             * @enum {string}
                             */
                            hostSide: "england" | "scotland";
                            /** @description Null: mailed to the player */
                            invites: {
                                england: string | null;
                                scotland: string | null;
                            };
                            /** @description Listed as open: its free seat goes to whoever takes it */
                            listed: boolean;
                            /** @description Shown once; null when `already` */
                            tokens: {
                                host: string;
                                observer: string;
                            } | null;
                        };
                    };
                };
                /** @description The request cannot be answered: see `code` (docs/api.md, Errors) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The server failed or is not ready */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/resign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resign
         * @description The caller's side resigns and the other side wins (recorded as an order). No body, or {}. ?dryRun=true previews it.
         */
        post: {
            parameters: {
                query?: {
                    /** @description Check the order and preview it without applying it */
                    dryRun?: "true" | "false";
                };
                header?: {
                    /** @description A repeated key gets the same response; the order is applied once */
                    "idempotency-key"?: string;
                    /** @description The version the order answers, as an ETag: "12" */
                    "if-match"?: string;
                };
                path: {
                    /** @description The game's id */
                    id: string;
                };
                cookie?: never;
            };
            /** @description Nothing, or {} */
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description The game after the order, as the caller sees it, and the events the caller may see */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            applied: boolean;
                            events: {
                                event: components["schemas"]["Event"];
                                /** @description null in a dry run */
                                seq: number | null;
                            }[];
                            /**
                             * @description Dry runs: whether the effects are shown, or why not (they would draw dice, or uncover enemy secrets)
                             * @enum {string}
                             */
                            preview?: "shown" | "needs-dice" | "hidden-information";
                            version: number;
                            view: components["schemas"]["View"];
                        };
                    };
                };
                /** @description The request cannot be answered: see `code` (docs/api.md, Errors) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The server failed or is not ready */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resume the deadlines
         * @description The host token only; 403 forbidden for the sides and the observer. The deadline gets the time that was left.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The game's id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DeadlineStatus"];
                    };
                };
                /** @description The request cannot be answered: see `code` (docs/api.md, Errors) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The server failed or is not ready */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/seat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the caller's seat
         * @description A side's token sets that side's language (its text orders are read with that language's keywords as well as English ones), and what it is mailed (notify) and with which picture (picture).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The game's id */
                    id: string;
                };
                cookie?: never;
            };
            /** @description The caller's seat settings to change */
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description docs/languages.md: the keywords the seat's text orders may use, besides English
                         * @enum {string}
                         */
                        language?: "en" | "pt" | "fr" | "es" | "hu" | "it";
                        /**
                         * @description docs/email.md "When a side is mailed": decisions (a mail per new decision, the default) or all (a mail for anything new seen)
                         * @enum {string}
                         */
                        notify?: "decisions" | "all";
                        /**
                         * @description docs/email.md: the board in the seat's mails: png (inline, the default), svg (attached) or none
                         * @enum {string}
                         */
                        picture?: "png" | "svg" | "none";
                    };
                };
            };
            responses: {
                /** @description The caller's seat settings, as now stored */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description docs/languages.md: the keywords the seat's text orders may use, besides English
                             * @enum {string}
                             */
                            language: "en" | "pt" | "fr" | "es" | "hu" | "it";
                            /**
                             * @description docs/email.md "When a side is mailed": decisions (a mail per new decision, the default) or all (a mail for anything new seen)
                             * @enum {string}
                             */
                            notify: "decisions" | "all";
                            /**
                             * @description docs/email.md: the board in the seat's mails: png (inline, the default), svg (attached) or none
                             * @enum {string}
                             */
                            picture: "png" | "svg" | "none";
                            /**
                             * @description A side
                             * @enum {string}
                             */
                            role: "england" | "scotland";
                        };
                    };
                };
                /** @description The request cannot be answered: see `code` (docs/api.md, Errors) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The server failed or is not ready */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/seats/{side}/replace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hand a seat to a substitute
         * @description As REPLACE by mail: the side's own token at any time, or the host token once the side has missed `replaceAfterMissed` deadlines in a row (else 409 `seat-active`). The seat gets a new token, mailed with the board to `email` (or returned); the old one stops working; the opponent is told.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The game's id */
                    id: string;
                    /** @description A side */
                    side: "england" | "scotland";
                };
                cookie?: never;
            };
            /** @description Handing a seat to a substitute */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The substitute's address: its token and board go there; absent: the token is returned */
                        email?: string | null;
                    };
                };
            };
            responses: {
                /** @description The seat handed over: its former token no longer works */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string | null;
                            /**
                             * @description A side
                             * @enum {string}
                             */
                            side: "england" | "scotland";
                            /** @description The seat's new token; null: mailed to the substitute */
                            token: string | null;
                        };
                    };
                };
                /** @description The request cannot be answered: see `code` (docs/api.md, Errors) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The server failed or is not ready */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/take-seat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take an open game's free seat
         * @description As JOIN by mail: the game leaves the list, and the free side's invite is issued anew, mailed to `email` or returned. A game already taken is 409 `not-open`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The game's id */
                    id: string;
                };
                cookie?: never;
            };
            /** @description Taking an open game's free seat */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Mail the invite here; absent: it is returned */
                        email?: string | null;
                    };
                };
            };
            responses: {
                /** @description The free seat, taken */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            gameId: string;
                            /** @description Claim the seat with it (POST /games/{id}/join); null: mailed */
                            invite: string | null;
                            /**
                             * @description A side
                             * @enum {string}
                             */
                            side: "england" | "scotland";
                        };
                    };
                };
                /** @description The request cannot be answered: see `code` (docs/api.md, Errors) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The server failed or is not ready */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's seat's webhook
         * @description Its URL and how its deliveries went (the failed ones by seq); never its secret. 404 when the seat has none.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The game's id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The caller's seat's webhook (never its secret) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            createdAt: string;
                            /** @description The webhook's deliveries so far, by outcome */
                            deliveries: {
                                /** @description Events the receiver acknowledged with a 2xx answer */
                                delivered: number;
                                /** @description Events given up on after the last attempt */
                                failed: number;
                                /** @description Events queued or being retried */
                                pending: number;
                            };
                            /** @description The last 20 events given up on, newest first */
                            failed: {
                                attempts: number;
                                failedAt: string | null;
                                /** @description Why the last attempt failed */
                                lastError: string | null;
                                /** @description The event's seq, as GET /games/{id}/events numbers it for the seat: fetch it from there */
                                seq: number;
                            }[];
                            url: string;
                        };
                    };
                };
                /** @description The request cannot be answered: see `code` (docs/api.md, Errors) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The server failed or is not ready */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        /**
         * Set the caller's seat's webhook
         * @description Each new event the seat may see (as GET /games/{id}/events has it) is POSTed as JSON to the URL, signed: X-Hots-Signature: sha256=<hex HMAC-SHA256 of the body with the secret>, X-Hots-Event-Id (the same on every attempt: de-duplicate by it), X-Hots-Timestamp. Queued with the order that made the event, retried with exponential backoff on a non-2xx answer or a network error, and marked failed after the last attempt. Replaces the seat's earlier webhook.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The game's id */
                    id: string;
                };
                cookie?: never;
            };
            /** @description The caller's seat's webhook */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The HMAC-SHA256 key of X-Hots-Signature, 16 to 256 characters (reason webhook-secret-invalid). Without it the server makes one and answers it once */
                        secret?: string;
                        /** @description http:// or https:// URL that each new event the seat may see is POSTed to; null removes the webhook. Checked by the server (reason webhook-url-invalid, or webhook-address-not-allowed on a server with WEBHOOK_ALLOW_PRIVATE=false) */
                        url: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            createdAt: string;
                            /** @description The webhook's deliveries so far, by outcome */
                            deliveries: {
                                /** @description Events the receiver acknowledged with a 2xx answer */
                                delivered: number;
                                /** @description Events given up on after the last attempt */
                                failed: number;
                                /** @description Events queued or being retried */
                                pending: number;
                            };
                            /** @description The last 20 events given up on, newest first */
                            failed: {
                                attempts: number;
                                failedAt: string | null;
                                /** @description Why the last attempt failed */
                                lastError: string | null;
                                /** @description The event's seq, as GET /games/{id}/events numbers it for the seat: fetch it from there */
                                seq: number;
                            }[];
                            /** @description Present only when the server made the secret: shown this once, keep it */
                            secret?: string;
                            url: string;
                        } | {
                            url: null;
                        };
                    };
                };
                /** @description The request cannot be answered: see `code` (docs/api.md, Errors) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The server failed or is not ready */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        post?: never;
        /**
         * Remove the caller's seat's webhook
         * @description Its undelivered events are dropped. Answers the same when the seat had none.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The game's id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The seat has no webhook (any queued deliveries are dropped) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            url: null;
                        };
                    };
                };
                /** @description The request cannot be answered: see `code` (docs/api.md, Errors) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The server failed or is not ready */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The process runs */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Running */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inbound/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receive one raw mail (inbound webhook)
         * @description The body is one raw RFC 5322 message (message/rfc822, application/octet-stream or text/plain). Authorization: Bearer <INBOUND_SECRET>, or Basic credentials with INBOUND_SECRET as the password. The mail is handled like one received by SMTP and answered by mail; the response says how it was handled.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    authorization?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description applied, joined, rejected, commands, stale, forged-from, bad-mac, no-game, not-a-game-address, unreadable, ignored-auto-reply, rate-limited or lobby (a command to the judge's own address) */
                            outcome: string;
                        };
                    };
                };
                /** @description The request cannot be answered: see `code` (docs/api.md, Errors) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The server failed or is not ready */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inbound/mailgun/mime": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receive one mail from a Mailgun route (forward to a URL ending in mime)
         * @description Mailgun's post of a route's forward() action to a URL ending in mime: a form with the raw message in body-mime, the envelope in sender and recipient, and timestamp, token and signature. With MAILGUN_SIGNING_KEY set the signature is checked (HMAC-SHA256 of timestamp and token); else the post needs INBOUND_SECRET (Basic credentials in the route's URL, or Bearer).
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    authorization?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description applied, joined, rejected, commands, stale, forged-from, bad-mac, no-game, not-a-game-address, unreadable, ignored-auto-reply, rate-limited or lobby (a command to the judge's own address) */
                            outcome: string;
                        };
                    };
                };
                /** @description The request cannot be answered: see `code` (docs/api.md, Errors) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The server failed or is not ready */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inbound/postmark": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receive one mail from Postmark's inbound webhook
         * @description Postmark's inbound webhook: one JSON object per mail (From, To, Subject, TextBody, HtmlBody, Headers, MessageID, and RawEmail where the server includes it). Postmark does not sign its posts: put INBOUND_SECRET in the webhook URL as Basic credentials (https://postmark:<INBOUND_SECRET>@host/inbound/postmark), or send it as Bearer.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    authorization?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description applied, joined, rejected, commands, stale, forged-from, bad-mac, no-game, not-a-game-address, unreadable, ignored-auto-reply, rate-limited or lobby (a command to the judge's own address) */
                            outcome: string;
                        };
                    };
                };
                /** @description The request cannot be answered: see `code` (docs/api.md, Errors) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The server failed or is not ready */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inbound/sendgrid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receive one mail from SendGrid Inbound Parse (raw mode)
         * @description SendGrid Inbound Parse with "POST the raw, full MIME message": a multipart form with the raw message in email and the envelope as JSON in envelope. With SENDGRID_INBOUND_PUBLIC_KEY set, the security policy's signature is checked (ECDSA over the timestamp and the raw body, in the X-Twilio-Email-Event-Webhook-Signature and -Timestamp headers); else the post needs INBOUND_SECRET (Basic credentials in the parse URL, or Bearer).
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    authorization?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description applied, joined, rejected, commands, stale, forged-from, bad-mac, no-game, not-a-game-address, unreadable, ignored-auto-reply, rate-limited or lobby (a command to the judge's own address) */
                            outcome: string;
                        };
                    };
                };
                /** @description The request cannot be answered: see `code` (docs/api.md, Errors) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The server failed or is not ready */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lobby": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The open games
         * @description As LIST by mail: the games listed as open, each with its free side; take one with POST /games/{id}/take-seat.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Open games, newest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            open: {
                                deadline: string | null;
                                freeSide: ("england" | "scotland") | null;
                                gameId: string;
                                options: string[];
                                scenario: string;
                                /** @enum {string} */
                                status: "waiting-for-players" | "active" | "over";
                                waitingFor: ("england" | "scotland")[];
                                winner: ("england" | "scotland") | null;
                            }[];
                        };
                    };
                };
                /** @description The request cannot be answered: see `code` (docs/api.md, Errors) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The server failed or is not ready */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lobby/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a game hosted by a player
         * @description As NEW by mail: the host plays `as` (drawn at random when absent). With `vs`, both invitations are mailed; without, the game is listed as open (GET /lobby) and the host's invitation is mailed to the host. Returns the host token once.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description A game hosted by a player's address (NEW by mail) */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The host's side; absent: drawn at random */
                        as?: ("england" | "scotland") | null;
                        /** @description Q11: the Campaign's last year */
                        campaignEndYear?: number | null;
                        /** @description Deadlines (docs/deadlines.md); the defaults when absent */
                        deadlines?: {
                            /**
                             * @description Days of absence each side may declare over the game (ABSENCE, POST /games/{id}/absence): its deadlines are pushed past them
                             * @default 14
                             */
                            absenceDays?: number;
                            /**
                             * @description How long after a deadline the default waits
                             * @default 0
                             */
                            graceSeconds?: number;
                            /**
                             * @description Missed deadlines in a row that resign a side
                             * @default 3
                             */
                            missedLimit?: number;
                            /**
                             * @description Reminders this long before a deadline, to the side that still has to decide
                             * @default [
                             *       86400,
                             *       7200
                             *     ]
                             */
                            remindersSeconds?: number[];
                            /**
                             * @description Missed deadlines in a row after which the host may hand the side's seat to a substitute (REPLACE); the player may always hand over its own
                             * @default 2
                             */
                            replaceAfterMissed?: number;
                            /**
                             * @description Time allowed per decision, in seconds: card play (and events), movement, battle decisions, winter
                             * @default {
                             *       "battle": 172800,
                             *       "cards": 259200,
                             *       "movement": 259200,
                             *       "winter": 259200
                             *     }
                             */
                            seconds?: {
                                /** @default 172800 */
                                battle?: number;
                                /** @default 259200 */
                                cards?: number;
                                /** @default 259200 */
                                movement?: number;
                                /** @default 259200 */
                                winter?: number;
                            };
                            /**
                             * @description The game's IANA time zone: weekends and the deadlines shown
                             * @default UTC
                             */
                            timeZone?: string;
                            /**
                             * @description Saturday and Sunday, in timeZone, do not count
                             * @default false
                             */
                            weekendsOff?: boolean;
                        };
                        /**
                         * Format: email
                         * @description The host's address: it plays `as` and gets its invitation by mail
                         */
                        host: string;
                        /**
                         * @description The host's language
                         * @enum {string}
                         */
                        language?: "en" | "pt" | "fr" | "es" | "hu" | "it";
                        options?: ("OPT-SCHILTROM" | "OPT-ANDREW-DE-MORAY" | "OPT-ANGUS-OG" | "OPT-FOCUS-FIRE" | "OPT-RALLY" | "OPT-CELTIC-PERMANENT" | "VAR-123")[];
                        /** @enum {string} */
                        scenario: "braveheart" | "the_bruce" | "campaign";
                        /** @description The opponent's address; absent: the game is listed as open (GET /lobby) */
                        vs?: string | null;
                    };
                };
            };
            responses: {
                /** @description The game started */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Started before by the same request (a rematch asked again): no token is shown again */
                            already: boolean;
                            commitment: string;
                            gameId: string;
                            /**
                             * @description A side
                             * @enum {string}
                             */
                            hostSide: "england" | "scotland";
                            /** @description Null: mailed to the player */
                            invites: {
                                england: string | null;
                                scotland: string | null;
                            };
                            /** @description Listed as open: its free seat goes to whoever takes it */
                            listed: boolean;
                            /** @description Shown once; null when `already` */
                            tokens: {
                                host: string;
                                observer: string;
                            } | null;
                        };
                    };
                };
                /** @description The request cannot be answered: see `code` (docs/api.md, Errors) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The server failed or is not ready */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The database answers */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Ready */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ready";
                        };
                    };
                };
                /** @description The database does not answer */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reference": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The game's facts: map, blocks, cards, scenarios
         * @description Everything a client needs to draw the board: areas with castles, cathedrals, homes and coasts; borders with colour and limit; blocks with ratings; cards by key.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Reference"];
                    };
                };
                /** @description The request cannot be answered: see `code` (docs/api.md, Errors) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The server failed or is not ready */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/replays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replay a game record
         * @description Replays the record and checks every state hash and, with the seed, every draw (docs/record.md). Up to RECORD_LIMIT bytes, 20000 orders and 100000 draws; 503 busy with retry-after when every worker is taken.
         */
        post: {
            parameters: {
                query?: {
                    /** @description Dice from the revealed seed (default when present) or the dice log */
                    dice?: "seed" | "log";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["GameRecordInput"];
                };
            };
            responses: {
                /** @description The replay report: verified, or the first divergence */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            dice: "seed" | "log";
                            /** @description The seed and every draw checked (null without a seed) */
                            diceAudit: ({
                                ok: boolean;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                            /** @description The first difference from the record (docs/record.md) */
                            divergence: {
                                actual: string;
                                expected: string;
                                order: number;
                                reason: string;
                            } | null;
                            finalStateHash: string;
                            /** @description Orders replayed */
                            orders: number;
                            outcome: {
                                reason: string;
                                /**
                                 * @description A side
                                 * @enum {string}
                                 */
                                side: "england" | "scotland";
                                year: number;
                            } | null;
                            verified: boolean;
                        };
                    };
                };
                /** @description The request cannot be answered: see `code` (docs/api.md, Errors) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The server failed or is not ready */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description An area of the map, by name (e.g. Lothian)
         * @enum {string}
         */
        AreaName: "England" | "Ross" | "Garmoran" | "Moray" | "Strathspey" | "Buchan" | "Lochaber" | "Badenoch" | "Mar" | "Angus" | "Argyll" | "Atholl" | "Lennox" | "Mentieth" | "Fife" | "Carrick" | "Lanark" | "Lothian" | "Selkirk" | "Dunbar" | "Galloway" | "Annan" | "Teviot";
        /**
         * @description An area of the map, by name (e.g. Lothian)
         * @enum {string}
         */
        AreaNameInput: "England" | "Ross" | "Garmoran" | "Moray" | "Strathspey" | "Buchan" | "Lochaber" | "Badenoch" | "Mar" | "Angus" | "Argyll" | "Atholl" | "Lennox" | "Mentieth" | "Fife" | "Carrick" | "Lanark" | "Lothian" | "Selkirk" | "Dunbar" | "Galloway" | "Annan" | "Teviot";
        /** @description 5.1 the next battle to fight */
        BattleOrder: {
            /** @description Contested area */
            area: components["schemas"]["AreaName"];
            /** @constant */
            type: "battle";
        };
        /** @description Standing battle orders (docs/policies.md) */
        BattlePolicy: {
            /**
             * @description Ask the player instead: for every battle, or for battles with a noble, the King or Edward
             * @default never
             * @enum {string}
             */
            ask: "never" | "always" | "leaders";
            /**
             * @description 5.41 among tied blocks, these take hits first (blocks or block types)
             * @default []
             */
            hitsFirst: (components["schemas"]["BlockId"] | ("leader" | "king" | "infantry" | "cavalry" | "archers" | "knights" | "hobelars" | "norse" | "noble"))[];
            /**
             * @description 5.41 among tied blocks, these take hits last
             * @default []
             */
            hitsLast: (components["schemas"]["BlockId"] | ("leader" | "king" | "infantry" | "cavalry" | "archers" | "knights" | "hobelars" | "norse" | "noble"))[];
            /**
             * @description 5.6 regroup to these areas (in order of preference), or none
             * @default none
             */
            regroup: "none" | components["schemas"]["AreaName"][];
            /**
             * @description 5.3 / 5.5 retreat destinations in order of preference; empty: the first legal one
             * @default []
             */
            retreatTo: components["schemas"]["AreaName"][];
            /** @default [] */
            rules: {
                /** @enum {string} */
                act: "fire" | "pass" | "retreat";
                /** @description The blocks it is for; all when absent */
                blocks?: components["schemas"]["BlockId"][];
                /**
                 * @description All of the given conditions must hold; each counts only what the side can see
                 * @default {}
                 */
                when: {
                    /** @description Only in rounds after this one */
                    afterRound?: number;
                    /** @description Only for a block with fewer steps than this */
                    belowSteps?: number;
                    /** @description Enemy steps seen in the battle at least this many times the side's own (2 for 2:1) */
                    outnumbered?: number;
                };
            }[];
        };
        /** @description Standing battle orders (docs/policies.md) */
        BattlePolicyInput: {
            /**
             * @description Ask the player instead: for every battle, or for battles with a noble, the King or Edward
             * @default never
             * @enum {string}
             */
            ask: "never" | "always" | "leaders";
            /**
             * @description 5.41 among tied blocks, these take hits first (blocks or block types)
             * @default []
             */
            hitsFirst: (components["schemas"]["BlockIdInput"] | ("leader" | "king" | "infantry" | "cavalry" | "archers" | "knights" | "hobelars" | "norse" | "noble"))[];
            /**
             * @description 5.41 among tied blocks, these take hits last
             * @default []
             */
            hitsLast: (components["schemas"]["BlockIdInput"] | ("leader" | "king" | "infantry" | "cavalry" | "archers" | "knights" | "hobelars" | "norse" | "noble"))[];
            /**
             * @description 5.6 regroup to these areas (in order of preference), or none
             * @default none
             */
            regroup: "none" | components["schemas"]["AreaNameInput"][];
            /**
             * @description 5.3 / 5.5 retreat destinations in order of preference; empty: the first legal one
             * @default []
             */
            retreatTo: components["schemas"]["AreaNameInput"][];
            /** @default [] */
            rules: {
                /** @enum {string} */
                act: "fire" | "pass" | "retreat";
                /** @description The blocks it is for; all when absent */
                blocks?: components["schemas"]["BlockIdInput"][];
                /**
                 * @description All of the given conditions must hold; each counts only what the side can see
                 * @default {}
                 */
                when: {
                    /** @description Only in rounds after this one */
                    afterRound?: number;
                    /** @description Only for a block with fewer steps than this */
                    belowSteps?: number;
                    /** @description Enemy steps seen in the battle at least this many times the side's own (2 for 2:1) */
                    outnumbered?: number;
                };
            }[];
        };
        /**
         * @description A block, by id (e.g. york_knights)
         * @enum {string}
         */
        BlockId: "wallace" | "king" | "douglas" | "campbell" | "graham" | "macdonald" | "lindsay" | "fraser" | "barclay" | "grant" | "keith" | "ettrick" | "norse" | "french_knights" | "edward" | "lancaster_archers" | "welsh_archers" | "lancaster_knights" | "york_knights" | "durham_knights" | "hobelars" | "york_infantry" | "lancaster_infantry" | "northumber_infantry" | "durham_infantry" | "cumbria_infantry" | "westmor_infantry" | "welsh_infantry" | "ulster_infantry" | "comyn" | "moray" | "angus" | "argyll" | "bruce" | "mar" | "lennox" | "buchan" | "galloway" | "ross" | "atholl" | "dunbar" | "mentieth" | "stewart";
        /**
         * @description A block, by id (e.g. york_knights)
         * @enum {string}
         */
        BlockIdInput: "wallace" | "king" | "douglas" | "campbell" | "graham" | "macdonald" | "lindsay" | "fraser" | "barclay" | "grant" | "keith" | "ettrick" | "norse" | "french_knights" | "edward" | "lancaster_archers" | "welsh_archers" | "lancaster_knights" | "york_knights" | "durham_knights" | "hobelars" | "york_infantry" | "lancaster_infantry" | "northumber_infantry" | "durham_infantry" | "cumbria_infantry" | "westmor_infantry" | "welsh_infantry" | "ulster_infantry" | "comyn" | "moray" | "angus" | "argyll" | "bruce" | "mar" | "lennox" | "buchan" | "galloway" | "ross" | "atholl" | "dunbar" | "mentieth" | "stewart";
        /** @description 7.6 all winter builds of a side */
        BuildOrder: {
            /** @description One entry per area spending RPs */
            areas: {
                /** @description The area whose RPs are spent */
                area: components["schemas"]["AreaName"];
                /** @description 7.61 one entry per draw, in order: extra steps for the drawn block */
                draws: number[];
                /** @description 7.61 where a Norse or French Knights drawn here (inland) lands */
                sea?: components["schemas"]["AreaName"];
                /** @description Steps added to blocks already in the area */
                steps: {
                    block: components["schemas"]["BlockId"];
                    /** @description Steps added to the block */
                    steps: number;
                }[];
            }[];
            /**
             * @description C4: more build orders follow; the last one leaves this out
             * @constant
             */
            more?: true;
            /** @constant */
            type: "build";
        };
        /**
         * @description A card: move cards of one value are interchangeable
         * @enum {string}
         */
        CardKey: "move1" | "move2" | "move3" | "herald" | "pillage" | "sea_move" | "truce" | "victuals";
        /**
         * @description A card: move cards of one value are interchangeable
         * @enum {string}
         */
        CardKeyInput: "move1" | "move2" | "move3" | "herald" | "pillage" | "sea_move" | "truce" | "victuals";
        /** @description 5.31 combat turns of one initiative step */
        CombatOrder: {
            /** @description In the order taken */
            actions: {
                /**
                 * @description 5.31 what the block does in its combat turn
                 * @enum {string}
                 */
                act: "fire" | "pass" | "retreat";
                block: components["schemas"]["BlockId"];
                /** @description 5.5 where a retreating block goes; only with retreat */
                to?: components["schemas"]["AreaName"];
            }[];
            /** @constant */
            type: "combat";
        };
        /** @description 6.2 play the event as a Coronation */
        CrownOrder: {
            /**
             * @description 6.2 who is crowned King of Scots
             * @enum {string}
             */
            king: "bruce" | "comyn" | "balliol";
            /** @constant */
            type: "crown";
        };
        /** @description Deadlines: set at creation, changed by the referee */
        DeadlineSettingsInput: {
            /**
             * @description Days of absence each side may declare over the game (ABSENCE, POST /games/{id}/absence): its deadlines are pushed past them
             * @default 14
             */
            absenceDays: number;
            /**
             * @description How long after a deadline the default waits
             * @default 0
             */
            graceSeconds: number;
            /**
             * @description Missed deadlines in a row that resign a side
             * @default 3
             */
            missedLimit: number;
            /**
             * @description Reminders this long before a deadline, to the side that still has to decide
             * @default [
             *       86400,
             *       7200
             *     ]
             */
            remindersSeconds: number[];
            /**
             * @description Missed deadlines in a row after which the host may hand the side's seat to a substitute (REPLACE); the player may always hand over its own
             * @default 2
             */
            replaceAfterMissed: number;
            /**
             * @description Time allowed per decision, in seconds: card play (and events), movement, battle decisions, winter
             * @default {
             *       "battle": 172800,
             *       "cards": 259200,
             *       "movement": 259200,
             *       "winter": 259200
             *     }
             */
            seconds: {
                /** @default 172800 */
                battle: number;
                /** @default 259200 */
                cards: number;
                /** @default 259200 */
                movement: number;
                /** @default 259200 */
                winter: number;
            };
            /**
             * @description The game's IANA time zone: weekends and the deadlines shown
             * @default UTC
             */
            timeZone: string;
            /**
             * @description Saturday and Sunday, in timeZone, do not count
             * @default false
             */
            weekendsOff: boolean;
        };
        /** @description A game's deadlines (docs/deadlines.md) */
        DeadlineStatus: {
            /** @description The current deadline, ISO 8601 with the game's offset */
            deadline: string | null;
            /** @description Seconds each side asked to extend by */
            extension: {
                england?: number;
                scotland?: number;
            };
            /** @description Missed deadlines in a row */
            missed: {
                england: number;
                scotland: number;
            };
            paused: boolean;
            /** @description Null for a game without deadlines */
            settings: {
                /**
                 * @description Days of absence each side may declare over the game (ABSENCE, POST /games/{id}/absence): its deadlines are pushed past them
                 * @default 14
                 */
                absenceDays: number;
                /**
                 * @description How long after a deadline the default waits
                 * @default 0
                 */
                graceSeconds: number;
                /**
                 * @description Missed deadlines in a row that resign a side
                 * @default 3
                 */
                missedLimit: number;
                /**
                 * @description Reminders this long before a deadline, to the side that still has to decide
                 * @default [
                 *       86400,
                 *       7200
                 *     ]
                 */
                remindersSeconds: number[];
                /**
                 * @description Missed deadlines in a row after which the host may hand the side's seat to a substitute (REPLACE); the player may always hand over its own
                 * @default 2
                 */
                replaceAfterMissed: number;
                /**
                 * @description Time allowed per decision, in seconds: card play (and events), movement, battle decisions, winter
                 * @default {
                 *       "battle": 172800,
                 *       "cards": 259200,
                 *       "movement": 259200,
                 *       "winter": 259200
                 *     }
                 */
                seconds: {
                    /** @default 172800 */
                    battle: number;
                    /** @default 259200 */
                    cards: number;
                    /** @default 259200 */
                    movement: number;
                    /** @default 259200 */
                    winter: number;
                };
                /**
                 * @description The game's IANA time zone: weekends and the deadlines shown
                 * @default UTC
                 */
                timeZone: string;
                /**
                 * @description Saturday and Sunday, in timeZone, do not count
                 * @default false
                 */
                weekendsOff: boolean;
            } | null;
            /** @description The game's version after the change */
            version: number;
            /** @description The sides the current deadline is for */
            waiting: ("england" | "scotland")[];
        };
        /** @description A pending decision with its legal choices */
        Decision: {
            /** @description The JSON shape that answers it (play): this one is the plainest legal answer, the one a deadline would apply. POST it as {"order": answer} */
            answer?: components["schemas"]["PlayOrder"];
            cards: components["schemas"]["CardKey"][];
            /** @description When a default order answers it (ISO 8601 with the game's offset; docs/deadlines.md) */
            deadline?: string;
            /** @constant */
            kind: "play-card";
            /** @description The one legal answer, when there is only one (the engine takes it) */
            only?: components["schemas"]["Order"];
            /** @description Ready-made answers in the seat's order language, each legal now (the lines the decision's mail shows): send one as it is (text/plain) or as {"text": line} */
            orderLines?: string[];
            /** @description The rule that asks the question */
            rule: string;
            /**
             * @description Who must decide
             * @enum {string}
             */
            side: "england" | "scotland";
        } | {
            /** @description The JSON shape that answers it (crown, herald, pillage, sea-move, truce, victuals, pass): this one is the plainest legal answer, the one a deadline would apply. POST it as {"order": answer} */
            answer?: components["schemas"]["CrownOrder"] | components["schemas"]["HeraldOrder"] | components["schemas"]["PillageOrder"] | components["schemas"]["SeaMoveOrder"] | components["schemas"]["TruceOrder"] | components["schemas"]["VictualsOrder"] | components["schemas"]["PassOrder"];
            crown: ("bruce" | "comyn" | "balliol")[];
            /** @description When a default order answers it (ISO 8601 with the game's offset; docs/deadlines.md) */
            deadline?: string;
            /** @enum {string} */
            event: "herald" | "pillage" | "sea_move" | "truce" | "victuals";
            herald: components["schemas"]["BlockId"][];
            /** @constant */
            kind: "event";
            /** @description The one legal answer, when there is only one (the engine takes it) */
            only?: components["schemas"]["Order"];
            /** @description Ready-made answers in the seat's order language, each legal now (the lines the decision's mail shows): send one as it is (text/plain) or as {"text": line} */
            orderLines?: string[];
            pillage: {
                from: components["schemas"]["AreaName"][];
                target: components["schemas"]["AreaName"];
            }[];
            /** @description The rule that asks the question */
            rule: string;
            seaMove: {
                blocks: components["schemas"]["BlockId"][];
                from: components["schemas"]["AreaName"];
                to: components["schemas"]["AreaName"][];
            }[];
            /**
             * @description Who must decide
             * @enum {string}
             */
            side: "england" | "scotland";
            victuals: {
                area: components["schemas"]["AreaName"];
                blocks: {
                    block: components["schemas"]["BlockId"];
                    /** @description Steps the block can still take */
                    room: number;
                }[];
            }[];
        } | {
            /** @description The JSON shape that answers it (hits): this one is the plainest legal answer, the one a deadline would apply. POST it as {"order": answer} */
            answer?: components["schemas"]["HitsOrder"];
            area: components["schemas"]["AreaName"];
            blocks: {
                block: components["schemas"]["BlockId"];
                strength: number;
            }[];
            /** @description When a default order answers it (ISO 8601 with the game's offset; docs/deadlines.md) */
            deadline?: string;
            focus: boolean;
            hits: number;
            /** @constant */
            kind: "assign-hits";
            /** @description The one legal answer, when there is only one (the engine takes it) */
            only?: components["schemas"]["Order"];
            /** @description Ready-made answers in the seat's order language, each legal now (the lines the decision's mail shows): send one as it is (text/plain) or as {"text": line} */
            orderLines?: string[];
            /** @description Every distinct way to place the hits */
            outcomes: components["schemas"]["BlockId"][][];
            /** @description The rule that asks the question */
            rule: string;
            /**
             * @description Who must decide
             * @enum {string}
             */
            side: "england" | "scotland";
        } | {
            /** @description The JSON shape that answers it (steps): this one is the plainest legal answer, the one a deadline would apply. POST it as {"order": answer} */
            answer?: components["schemas"]["StepsOrder"];
            area: components["schemas"]["AreaName"];
            blocks: {
                block: components["schemas"]["BlockId"];
                /** @description Steps the block can still take */
                room: number;
            }[];
            /** @description When a default order answers it (ISO 8601 with the game's offset; docs/deadlines.md) */
            deadline?: string;
            /** @constant */
            kind: "pillage-steps";
            /** @description The one legal answer, when there is only one (the engine takes it) */
            only?: components["schemas"]["Order"];
            /** @description Ready-made answers in the seat's order language, each legal now (the lines the decision's mail shows): send one as it is (text/plain) or as {"text": line} */
            orderLines?: string[];
            /** @description The rule that asks the question */
            rule: string;
            /**
             * @description Who must decide
             * @enum {string}
             */
            side: "england" | "scotland";
            steps: number;
        } | {
            /** @description The JSON shape that answers it (battle): this one is the plainest legal answer, the one a deadline would apply. POST it as {"order": answer} */
            answer?: components["schemas"]["BattleOrder"];
            areas: components["schemas"]["AreaName"][];
            /** @description When a default order answers it (ISO 8601 with the game's offset; docs/deadlines.md) */
            deadline?: string;
            defection: boolean;
            /** @constant */
            kind: "choose-battle";
            /** @description The one legal answer, when there is only one (the engine takes it) */
            only?: components["schemas"]["Order"];
            /** @description Ready-made answers in the seat's order language, each legal now (the lines the decision's mail shows): send one as it is (text/plain) or as {"text": line} */
            orderLines?: string[];
            /** @description The rule that asks the question */
            rule: string;
            /**
             * @description Who must decide
             * @enum {string}
             */
            side: "england" | "scotland";
        } | {
            /** @description The JSON shape that answers it (move): this one is the plainest legal answer, the one a deadline would apply. POST it as {"order": answer} */
            answer?: components["schemas"]["MoveOrder"];
            /** @description When a default order answers it (ISO 8601 with the game's offset; docs/deadlines.md) */
            deadline?: string;
            groups: {
                blocks: {
                    block: components["schemas"]["BlockId"];
                    /** @description One legal path per destination */
                    routes: components["schemas"]["AreaName"][][];
                    to: components["schemas"]["AreaName"][];
                }[];
                from: components["schemas"]["AreaName"];
            }[];
            /** @constant */
            kind: "movement";
            mp: number;
            norse: {
                from: components["schemas"]["AreaName"];
                to: components["schemas"]["AreaName"][];
            } | null;
            /** @description The one legal answer, when there is only one (the engine takes it) */
            only?: components["schemas"]["Order"];
            /** @description Ready-made answers in the seat's order language, each legal now (the lines the decision's mail shows): send one as it is (text/plain) or as {"text": line} */
            orderLines?: string[];
            /** @description 4.6 contested areas where this side's blocks are pinned: keep must stay, at most mayLeave may go (the Norse included) */
            pinned: {
                area: components["schemas"]["AreaName"];
                keep: number;
                mayLeave: number;
            }[];
            rally: boolean;
            /** @description The rule that asks the question */
            rule: string;
            /**
             * @description Who must decide
             * @enum {string}
             */
            side: "england" | "scotland";
        } | {
            /** @description The JSON shape that answers it (combat): this one is the plainest legal answer, the one a deadline would apply. POST it as {"order": answer} */
            answer?: components["schemas"]["CombatOrder"];
            area: components["schemas"]["AreaName"];
            blocks: {
                block: components["schemas"]["BlockId"];
                strength: number;
                /** @description Legal destinations (retreat, regroup) */
                to: components["schemas"]["AreaName"][];
            }[];
            /** @description When a default order answers it (ISO 8601 with the game's offset; docs/deadlines.md) */
            deadline?: string;
            /** @constant */
            kind: "combat-turn";
            /** @description The one legal answer, when there is only one (the engine takes it) */
            only?: components["schemas"]["Order"];
            /** @description Ready-made answers in the seat's order language, each legal now (the lines the decision's mail shows): send one as it is (text/plain) or as {"text": line} */
            orderLines?: string[];
            round: number;
            /** @description The rule that asks the question */
            rule: string;
            /**
             * @description Who must decide
             * @enum {string}
             */
            side: "england" | "scotland";
        } | {
            /** @description The JSON shape that answers it (retreat): this one is the plainest legal answer, the one a deadline would apply. POST it as {"order": answer} */
            answer?: components["schemas"]["RetreatOrder"];
            area: components["schemas"]["AreaName"];
            blocks: {
                block: components["schemas"]["BlockId"];
                strength: number;
                /** @description Legal destinations (retreat, regroup) */
                to: components["schemas"]["AreaName"][];
            }[];
            /** @description When a default order answers it (ISO 8601 with the game's offset; docs/deadlines.md) */
            deadline?: string;
            /** @constant */
            kind: "forced-retreat";
            /** @description The one legal answer, when there is only one (the engine takes it) */
            only?: components["schemas"]["Order"];
            /** @description Ready-made answers in the seat's order language, each legal now (the lines the decision's mail shows): send one as it is (text/plain) or as {"text": line} */
            orderLines?: string[];
            /** @description The rule that asks the question */
            rule: string;
            /**
             * @description Who must decide
             * @enum {string}
             */
            side: "england" | "scotland";
        } | {
            /** @description The JSON shape that answers it (regroup): this one is the plainest legal answer, the one a deadline would apply. POST it as {"order": answer} */
            answer?: components["schemas"]["RegroupOrder"];
            area: components["schemas"]["AreaName"];
            blocks: {
                block: components["schemas"]["BlockId"];
                strength: number;
                /** @description Legal destinations (retreat, regroup) */
                to: components["schemas"]["AreaName"][];
            }[];
            /** @description When a default order answers it (ISO 8601 with the game's offset; docs/deadlines.md) */
            deadline?: string;
            /** @constant */
            kind: "regroup";
            /** @description The one legal answer, when there is only one (the engine takes it) */
            only?: components["schemas"]["Order"];
            /** @description Ready-made answers in the seat's order language, each legal now (the lines the decision's mail shows): send one as it is (text/plain) or as {"text": line} */
            orderLines?: string[];
            /** @description The rule that asks the question */
            rule: string;
            /**
             * @description Who must decide
             * @enum {string}
             */
            side: "england" | "scotland";
        } | {
            /** @description The JSON shape that answers it (raid): this one is the plainest legal answer, the one a deadline would apply. POST it as {"order": answer} */
            answer?: components["schemas"]["RaidOrder"];
            blocks: components["schemas"]["BlockId"][];
            /** @description When a default order answers it (ISO 8601 with the game's offset; docs/deadlines.md) */
            deadline?: string;
            /** @constant */
            kind: "raid-attrition";
            /** @description The one legal answer, when there is only one (the engine takes it) */
            only?: components["schemas"]["Order"];
            /** @description Ready-made answers in the seat's order language, each legal now (the lines the decision's mail shows): send one as it is (text/plain) or as {"text": line} */
            orderLines?: string[];
            /** @description The rule that asks the question */
            rule: string;
            /**
             * @description Who must decide
             * @enum {string}
             */
            side: "england" | "scotland";
        } | {
            /** @description The JSON shape that answers it (home): this one is the plainest legal answer, the one a deadline would apply. POST it as {"order": answer} */
            answer?: components["schemas"]["HomeOrder"];
            /** @description When a default order answers it (ISO 8601 with the game's offset; docs/deadlines.md) */
            deadline?: string;
            homes: components["schemas"]["AreaName"][];
            /** @constant */
            kind: "noble-home";
            noble: components["schemas"]["BlockId"];
            /** @description The one legal answer, when there is only one (the engine takes it) */
            only?: components["schemas"]["Order"];
            /** @description Ready-made answers in the seat's order language, each legal now (the lines the decision's mail shows): send one as it is (text/plain) or as {"text": line} */
            orderLines?: string[];
            /** @description The rule that asks the question */
            rule: string;
            /**
             * @description Who must decide
             * @enum {string}
             */
            side: "england" | "scotland";
        } | {
            /** @description The JSON shape that answers it (moray): this one is the plainest legal answer, the one a deadline would apply. POST it as {"order": answer} */
            answer?: components["schemas"]["MorayOrder"];
            choices: ("stay" | "home" | "disband")[];
            /** @description When a default order answers it (ISO 8601 with the game's offset; docs/deadlines.md) */
            deadline?: string;
            /** @constant */
            kind: "moray-winter";
            /** @description The one legal answer, when there is only one (the engine takes it) */
            only?: components["schemas"]["Order"];
            /** @description Ready-made answers in the seat's order language, each legal now (the lines the decision's mail shows): send one as it is (text/plain) or as {"text": line} */
            orderLines?: string[];
            /** @description The rule that asks the question */
            rule: string;
            /**
             * @description Who must decide
             * @enum {string}
             */
            side: "england" | "scotland";
        } | {
            /** @description The JSON shape that answers it (king): this one is the plainest legal answer, the one a deadline would apply. POST it as {"order": answer} */
            answer?: components["schemas"]["KingOrder"];
            choices: (("stay" | "disband") | components["schemas"]["AreaName"])[];
            /** @description When a default order answers it (ISO 8601 with the game's offset; docs/deadlines.md) */
            deadline?: string;
            /** @constant */
            kind: "king-winter";
            /** @description The one legal answer, when there is only one (the engine takes it) */
            only?: components["schemas"]["Order"];
            /** @description Ready-made answers in the seat's order language, each legal now (the lines the decision's mail shows): send one as it is (text/plain) or as {"text": line} */
            orderLines?: string[];
            /** @description The rule that asks the question */
            rule: string;
            /**
             * @description Who must decide
             * @enum {string}
             */
            side: "england" | "scotland";
        } | {
            /** @description The JSON shape that answers it (edward): this one is the plainest legal answer, the one a deadline would apply. POST it as {"order": answer} */
            answer?: components["schemas"]["EdwardOrder"];
            choices: ("winter" | "disband")[];
            /** @description When a default order answers it (ISO 8601 with the game's offset; docs/deadlines.md) */
            deadline?: string;
            /** @constant */
            kind: "edward-winter";
            /** @description The one legal answer, when there is only one (the engine takes it) */
            only?: components["schemas"]["Order"];
            /** @description Ready-made answers in the seat's order language, each legal now (the lines the decision's mail shows): send one as it is (text/plain) or as {"text": line} */
            orderLines?: string[];
            /** @description The rule that asks the question */
            rule: string;
            /**
             * @description Who must decide
             * @enum {string}
             */
            side: "england" | "scotland";
        } | {
            /** @description The JSON shape that answers it (wallace): this one is the plainest legal answer, the one a deadline would apply. POST it as {"order": answer} */
            answer?: components["schemas"]["WallaceOrder"];
            choices: ("selkirk" | "stay" | "disband")[];
            /** @description When a default order answers it (ISO 8601 with the game's offset; docs/deadlines.md) */
            deadline?: string;
            /** @constant */
            kind: "wallace-winter";
            /** @description The one legal answer, when there is only one (the engine takes it) */
            only?: components["schemas"]["Order"];
            /** @description Ready-made answers in the seat's order language, each legal now (the lines the decision's mail shows): send one as it is (text/plain) or as {"text": line} */
            orderLines?: string[];
            /** @description The rule that asks the question */
            rule: string;
            /**
             * @description Who must decide
             * @enum {string}
             */
            side: "england" | "scotland";
        } | {
            /** @description The JSON shape that answers it (disband): this one is the plainest legal answer, the one a deadline would apply. POST it as {"order": answer} */
            answer?: components["schemas"]["DisbandOrder"];
            /** @description When a default order answers it (ISO 8601 with the game's offset; docs/deadlines.md) */
            deadline?: string;
            /** @constant */
            kind: "disband";
            /** @description The one legal answer, when there is only one (the engine takes it) */
            only?: components["schemas"]["Order"];
            /** @description Ready-made answers in the seat's order language, each legal now (the lines the decision's mail shows): send one as it is (text/plain) or as {"text": line} */
            orderLines?: string[];
            required: {
                area: components["schemas"]["AreaName"];
                count: number;
                from: components["schemas"]["BlockId"][];
            }[];
            /** @description The rule that asks the question */
            rule: string;
            /**
             * @description Who must decide
             * @enum {string}
             */
            side: "england" | "scotland";
            voluntary: components["schemas"]["BlockId"][];
        } | {
            /** @description The JSON shape that answers it (build): this one is the plainest legal answer, the one a deadline would apply. POST it as {"order": answer} */
            answer?: components["schemas"]["BuildOrder"];
            areas: {
                area: components["schemas"]["AreaName"];
                blocks: {
                    block: components["schemas"]["BlockId"];
                    /** @description Steps the block can still take */
                    room: number;
                }[];
                maxDraws: number;
                rp: number;
            }[];
            /** @description When a default order answers it (ISO 8601 with the game's offset; docs/deadlines.md) */
            deadline?: string;
            /** @constant */
            kind: "builds";
            /** @description The one legal answer, when there is only one (the engine takes it) */
            only?: components["schemas"]["Order"];
            /** @description Ready-made answers in the seat's order language, each legal now (the lines the decision's mail shows): send one as it is (text/plain) or as {"text": line} */
            orderLines?: string[];
            /** @description Blocks in the pool: the most draws in all areas together */
            pool: number;
            /** @description The rule that asks the question */
            rule: string;
            /**
             * @description Who must decide
             * @enum {string}
             */
            side: "england" | "scotland";
        };
        /** @description 7.3, 7.5 winter disbanding */
        DisbandOrder: {
            /** @description Blocks disbanded, required and voluntary */
            blocks: components["schemas"]["BlockId"][];
            /** @constant */
            type: "disband";
        };
        /** @description 7.4 Edward wintering */
        EdwardOrder: {
            /** @enum {string} */
            choice: "winter" | "disband";
            /** @constant */
            type: "edward";
        };
        /** @description An event, without the fields the caller may not see; cards by key */
        Event: {
            scenario: string;
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @constant */
            type: "game-started";
            year: number;
        } | {
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @constant */
            type: "year-started";
            year: number;
        } | {
            /** @description Left out when the caller may not see it */
            cards?: components["schemas"]["CardKey"][];
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @enum {string} */
            side: "england" | "scotland";
            /** @constant */
            type: "hand-dealt";
        } | {
            reason: string;
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @constant */
            type: "hands-redealt";
        } | {
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @enum {string} */
            side: "england" | "scotland";
            /** @constant */
            type: "card-chosen";
        } | {
            england: components["schemas"]["CardKey"];
            p1: ("england" | "scotland") | null;
            scotland: components["schemas"]["CardKey"];
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @constant */
            type: "cards-revealed";
        } | {
            event: string;
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @enum {string} */
            side: "england" | "scotland";
            /** @constant */
            type: "event-passed";
        } | {
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @enum {string} */
            side: "england" | "scotland";
            /** @constant */
            type: "truce";
        } | {
            area: components["schemas"]["AreaName"];
            king: string;
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @constant */
            type: "coronation";
        } | {
            noble: components["schemas"]["BlockId"];
            roll: number;
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @enum {string} */
            side: "england" | "scotland";
            success: boolean;
            /** @constant */
            type: "herald";
        } | {
            area: components["schemas"]["AreaName"];
            noble: components["schemas"]["BlockId"];
            rule: string;
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            strength: number;
            /** @enum {string} */
            to: "england" | "scotland";
            /** @constant */
            type: "noble-switched";
        } | {
            from: components["schemas"]["AreaName"];
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @enum {string} */
            side: "england" | "scotland";
            target: components["schemas"]["AreaName"];
            /** @constant */
            type: "pillage";
        } | {
            area: components["schemas"]["AreaName"];
            /** @description Left out when the caller may not see it */
            block?: components["schemas"]["BlockId"];
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @enum {string} */
            side: "england" | "scotland";
            /** @description Left out when the caller may not see it */
            strength?: number;
            /** @constant */
            type: "step-lost";
        } | {
            area: components["schemas"]["AreaName"];
            /** @description Left out when the caller may not see it */
            grants?: {
                block: components["schemas"]["BlockId"];
                steps: number;
            }[];
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @enum {string} */
            side: "england" | "scotland";
            /** @constant */
            type: "steps-added";
        } | {
            /** @description Left out when the caller may not see it */
            blocks?: components["schemas"]["BlockId"][];
            count: number;
            from: components["schemas"]["AreaName"];
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @enum {string} */
            side: "england" | "scotland";
            to: components["schemas"]["AreaName"];
            /** @constant */
            type: "sea-move";
        } | {
            /** @description Left out when the caller may not see it */
            blocks?: components["schemas"]["BlockId"][];
            count: number;
            mp: number;
            path: components["schemas"]["AreaName"][];
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @enum {string} */
            side: "england" | "scotland";
            /** @constant */
            type: "moved";
        } | {
            mpUsed: number;
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @enum {string} */
            side: "england" | "scotland";
            /** @constant */
            type: "movement-done";
        } | {
            area: components["schemas"]["AreaName"];
            /** @enum {string} */
            attacker: "england" | "scotland";
            defection: boolean;
            engaged: {
                block: components["schemas"]["BlockId"];
                /** @enum {string} */
                side: "england" | "scotland";
                strength: number;
            }[];
            reserves: {
                england: number;
                scotland: number;
            };
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @constant */
            type: "battle-started";
        } | {
            area: components["schemas"]["AreaName"];
            /** @enum {string} */
            attacker: "england" | "scotland";
            round: number;
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @constant */
            type: "round-started";
        } | {
            area: components["schemas"]["AreaName"];
            blocks: {
                block: components["schemas"]["BlockId"];
                /** @enum {string} */
                side: "england" | "scotland";
                strength: number;
            }[];
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @constant */
            type: "reserves-joined";
        } | {
            block: components["schemas"]["BlockId"];
            deserted: boolean;
            roll: number;
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @constant */
            type: "celtic-roll";
        } | {
            block: components["schemas"]["BlockId"];
            dice: number[];
            hits: number;
            rating: string;
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @enum {string} */
            side: "england" | "scotland";
            /** @constant */
            type: "fired";
        } | {
            block: components["schemas"]["BlockId"];
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @enum {string} */
            side: "england" | "scotland";
            /** @constant */
            type: "passed";
        } | {
            block: components["schemas"]["BlockId"];
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @enum {string} */
            side: "england" | "scotland";
            strength: number;
            /** @constant */
            type: "hit";
        } | {
            area: components["schemas"]["AreaName"] | null;
            /** @description Left out when the caller may not see it */
            block?: components["schemas"]["BlockId"];
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @enum {string} */
            side: "england" | "scotland";
            /** @enum {string} */
            to: "pool" | "removed";
            /** @constant */
            type: "eliminated";
        } | {
            area: components["schemas"]["AreaName"];
            /** @enum {string} */
            from: "england" | "scotland";
            noble: components["schemas"]["BlockId"];
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @enum {string} */
            to: "england" | "scotland";
            /** @constant */
            type: "captured";
        } | {
            area: components["schemas"]["AreaName"];
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @constant */
            type: "edward-killed";
        } | {
            /** @description Left out when the caller may not see it */
            block?: components["schemas"]["BlockId"];
            from: components["schemas"]["AreaName"];
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @enum {string} */
            side: "england" | "scotland";
            to: components["schemas"]["AreaName"];
            /** @constant */
            type: "retreated";
        } | {
            area: components["schemas"]["AreaName"];
            /** @enum {string} */
            attacker: "england" | "scotland";
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @constant */
            type: "control-swapped";
        } | {
            area: components["schemas"]["AreaName"];
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @constant */
            type: "battle-won";
            /** @enum {string} */
            winner: "england" | "scotland";
        } | {
            /** @description Left out when the caller may not see it */
            block?: components["schemas"]["BlockId"];
            from: components["schemas"]["AreaName"];
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @enum {string} */
            side: "england" | "scotland";
            to: components["schemas"]["AreaName"];
            /** @constant */
            type: "regrouped";
        } | {
            /** @description Left out when the caller may not see it */
            block?: components["schemas"]["BlockId"];
            from: components["schemas"]["AreaName"];
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @constant */
            type: "raid-attrition";
        } | {
            /** @enum {string} */
            reason: "five-turns" | "two-events";
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @constant */
            type: "year-ended";
            year: number;
        } | {
            rule: string;
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            step: string;
            /** @constant */
            type: "winter-step";
        } | {
            from: components["schemas"]["AreaName"];
            noble: components["schemas"]["BlockId"];
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @enum {string} */
            side: "england" | "scotland";
            to: components["schemas"]["AreaName"];
            /** @constant */
            type: "noble-home";
        } | {
            /** @description Left out when the caller may not see it */
            block?: components["schemas"]["BlockId"];
            from: components["schemas"]["AreaName"];
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @enum {string} */
            side: "england" | "scotland";
            /** @constant */
            type: "disbanded";
            voluntary: boolean;
        } | {
            area: components["schemas"]["AreaName"];
            /** @description Left out when the caller may not see it */
            block?: components["schemas"]["BlockId"];
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @enum {string} */
            side: "england" | "scotland";
            /** @constant */
            type: "wintered";
        } | {
            /** @description Left out when the caller may not see it */
            block?: components["schemas"]["BlockId"];
            from: components["schemas"]["AreaName"];
            rule: string;
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @enum {string} */
            side: "england" | "scotland";
            to: components["schemas"]["AreaName"];
            /** @constant */
            type: "moved-in-winter";
        } | {
            area: components["schemas"]["AreaName"];
            /** @description Left out when the caller may not see it */
            block?: components["schemas"]["BlockId"];
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @enum {string} */
            side: "england" | "scotland";
            /** @description Left out when the caller may not see it */
            strength?: number;
            /** @constant */
            type: "healed";
        } | {
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @constant */
            type: "french-knights-available";
        } | {
            area: components["schemas"]["AreaName"];
            /** @description Left out when the caller may not see it */
            block?: components["schemas"]["BlockId"];
            rule: string;
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @enum {string} */
            side: "england" | "scotland";
            /** @description Left out when the caller may not see it */
            strength?: number;
            /** @constant */
            type: "drawn";
        } | {
            area: components["schemas"]["AreaName"];
            /** @description Left out when the caller may not see it */
            block?: components["schemas"]["BlockId"];
            rule: string;
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @enum {string} */
            side: "england" | "scotland";
            /** @constant */
            type: "draw-returned";
        } | {
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @constant */
            type: "edward-ii";
        } | {
            england: number;
            scotland: number;
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @constant */
            type: "scored";
        } | {
            order: components["schemas"]["Order"];
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @enum {string} */
            side: "england" | "scotland";
            /** @constant */
            type: "auto-order";
        } | {
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @constant */
            type: "game-over";
            victory: {
                /** @enum {string} */
                reason: "sudden-death" | "scottish-king-killed" | "edward-ii-killed" | "majority" | "wallace-tie-break" | "resignation";
                /** @enum {string} */
                side: "england" | "scotland";
                year: number;
            };
        } | {
            deadline: string;
            kind: string;
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @enum {string} */
            side: "england" | "scotland";
            /** @constant */
            type: "deadline-reminder";
        } | {
            deadline: string;
            kind: string;
            missed: number;
            /** @description Left out when the caller may not see it */
            order?: string;
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @enum {string} */
            side: "england" | "scotland";
            /** @constant */
            type: "deadline-default";
        } | {
            limit: number;
            missed: number;
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @enum {string} */
            side: "england" | "scotland";
            /** @constant */
            type: "deadline-warning";
        } | {
            deadline: string;
            missed: number;
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @enum {string} */
            side: "england" | "scotland";
            /** @constant */
            type: "deadline-resignation";
        } | {
            by: string;
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @constant */
            type: "deadline-paused";
        } | {
            by: string;
            deadline: string | null;
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @constant */
            type: "deadline-resumed";
        } | {
            seconds: number;
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @enum {string} */
            side: "england" | "scotland";
            /** @constant */
            type: "deadline-extend-asked";
        } | {
            deadline: string;
            seconds: number;
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @constant */
            type: "deadline-extended";
        } | {
            cleared: boolean;
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @enum {string} */
            side: "england" | "scotland";
            /** @constant */
            type: "policy-set";
        } | {
            kind: string;
            order: string;
            /** @description Referee only: what the event hides from the side `from` (all of it without `fields`) */
            secret?: {
                fields?: string[];
                /** @enum {string} */
                from: "england" | "scotland";
            };
            /** @enum {string} */
            side: "england" | "scotland";
            /** @constant */
            type: "policy-answer";
        };
        /** @description A game record (docs/record.md) */
        GameRecord: {
            createdAt: string;
            dice: {
                commitment: string;
                nonceOrigins?: {
                    england: {
                        at: string | null;
                        /** @enum {string} */
                        givenBy: "player" | "server" | "creator";
                    };
                    scotland: {
                        at: string | null;
                        /** @enum {string} */
                        givenBy: "player" | "server" | "creator";
                    };
                };
                nonces: {
                    england: string;
                    scotland: string;
                };
                /** @constant */
                scheme: "hots-judge dice v1";
                seed: string | null;
            };
            diceLog: {
                k: number;
                n: number;
                /** @enum {string} */
                purpose: "deal" | "pool-draw" | "levy" | "celtic" | "herald" | "fire" | "side";
                value: number;
                /** @enum {string} */
                visibleTo: "all" | "england" | "scotland" | "referee";
            }[];
            /** @constant */
            format: "hots-judge-record";
            gameId: string;
            initialStateHash: string;
            orders: {
                at: string;
                deadline?: string;
                /** @constant */
                default?: true;
                seq: number;
                /** @enum {string} */
                side: "england" | "scotland";
                stateHash: string;
                text: string;
            }[];
            result: {
                reason: string;
                winner: ("england" | "scotland") | null;
                year: number;
            } | null;
            setup: {
                bids: [
                    string,
                    string
                ] | null;
                campaignEndYear: number | null;
                options: ("OPT-SCHILTROM" | "OPT-ANDREW-DE-MORAY" | "OPT-ANGUS-OG" | "OPT-FOCUS-FIRE" | "OPT-RALLY" | "OPT-CELTIC-PERMANENT" | "VAR-123")[];
                /** @enum {string} */
                scenario: "braveheart" | "the_bruce" | "campaign";
            };
            version: 1 | 2;
        };
        /** @description A game record (docs/record.md) */
        GameRecordInput: {
            createdAt: string;
            dice: {
                commitment: string;
                nonceOrigins?: {
                    england: {
                        at: string | null;
                        /** @enum {string} */
                        givenBy: "player" | "server" | "creator";
                    };
                    scotland: {
                        at: string | null;
                        /** @enum {string} */
                        givenBy: "player" | "server" | "creator";
                    };
                };
                nonces: {
                    england: string;
                    scotland: string;
                };
                /** @constant */
                scheme: "hots-judge dice v1";
                seed: string | null;
            };
            diceLog: {
                k: number;
                n: number;
                /** @enum {string} */
                purpose: "deal" | "pool-draw" | "levy" | "celtic" | "herald" | "fire" | "side";
                value: number;
                /** @enum {string} */
                visibleTo: "all" | "england" | "scotland" | "referee";
            }[];
            /** @constant */
            format: "hots-judge-record";
            gameId: string;
            initialStateHash: string;
            orders: {
                at: string;
                deadline?: string;
                /** @constant */
                default?: true;
                seq: number;
                /** @enum {string} */
                side: "england" | "scotland";
                stateHash: string;
                text: string;
            }[];
            result: {
                reason: string;
                winner: ("england" | "scotland") | null;
                year: number;
            } | null;
            setup: {
                bids: [
                    string,
                    string
                ] | null;
                campaignEndYear: number | null;
                options: ("OPT-SCHILTROM" | "OPT-ANDREW-DE-MORAY" | "OPT-ANGUS-OG" | "OPT-FOCUS-FIRE" | "OPT-RALLY" | "OPT-CELTIC-PERMANENT" | "VAR-123")[];
                /** @enum {string} */
                scenario: "braveheart" | "the_bruce" | "campaign";
            };
            version: 1 | 2;
        };
        /** @description The engine's complete state, as /adjudicate returns it */
        GameState: {
            blocks: {
                [key: string]: {
                    at: components["schemas"]["AreaName"] | ("pool" | "aside" | "removed");
                    /**
                     * @description A side
                     * @enum {string}
                     */
                    side: "england" | "scotland";
                    strength: number;
                } & {
                    [key: string]: unknown;
                };
            };
            /** @constant */
            format: 1;
            /** @enum {string} */
            scenario: "braveheart" | "the_bruce" | "campaign";
            steps: ({
                t: string;
            } & {
                [key: string]: unknown;
            })[];
            turn: number;
            year: number;
        } & {
            [key: string]: unknown;
        };
        /** @description The engine's complete state, as /adjudicate returns it */
        GameStateInput: {
            blocks: {
                [key: string]: {
                    at: components["schemas"]["AreaNameInput"] | ("pool" | "aside" | "removed");
                    /**
                     * @description A side
                     * @enum {string}
                     */
                    side: "england" | "scotland";
                    strength: number;
                } & {
                    [key: string]: unknown;
                };
            };
            /** @constant */
            format: 1;
            /** @enum {string} */
            scenario: "braveheart" | "the_bruce" | "campaign";
            steps: ({
                t: string;
            } & {
                [key: string]: unknown;
            })[];
            turn: number;
            year: number;
        } & {
            [key: string]: unknown;
        };
        /** @description EV-HERALD */
        HeraldOrder: {
            /** @description Enemy noble named */
            noble: components["schemas"]["BlockId"];
            /** @constant */
            type: "herald";
        };
        /** @description 5.41 who takes each hit among tied blocks */
        HitsOrder: {
            /** @description One block per hit, in order */
            blocks: components["schemas"]["BlockId"][];
            /** @constant */
            type: "hits";
        };
        /** @description 7.12 where Bruce or Comyn goes home */
        HomeOrder: {
            /** @description One of the noble's homes */
            area: components["schemas"]["AreaName"];
            /** @constant */
            type: "home";
        };
        /** @description 7.2 the Scottish King in winter */
        KingOrder: {
            choice: ("stay" | "disband") | components["schemas"]["AreaName"];
            /** @constant */
            type: "king";
        };
        /** @description 7.1 Moray in winter */
        MorayOrder: {
            /** @enum {string} */
            choice: "stay" | "home" | "disband";
            /** @constant */
            type: "moray";
        };
        /** @description 4.0 the whole movement phase (empty: no movement) */
        MoveOrder: {
            /** @description Legs and rallies in order */
            moves: ({
                /** @description Blocks that all follow this path */
                blocks: components["schemas"]["BlockId"][];
                /** @description Areas in order, origin first */
                path: components["schemas"]["AreaName"][];
            } | {
                /** @description Legs ending at the rally leader's area */
                rally: {
                    /** @description Blocks that all follow this path */
                    blocks: components["schemas"]["BlockId"][];
                    /** @description Areas in order, origin first */
                    path: components["schemas"]["AreaName"][];
                }[];
            })[];
            /** @constant */
            type: "move";
        };
        /** @description An answer to one pending decision */
        Order: {
            card: components["schemas"]["CardKey"];
            /** @constant */
            type: "play";
        } | {
            /** @constant */
            type: "pass";
        } | {
            /**
             * @description 6.2 who is crowned King of Scots
             * @enum {string}
             */
            king: "bruce" | "comyn" | "balliol";
            /** @constant */
            type: "crown";
        } | {
            /** @constant */
            type: "truce";
        } | {
            /** @description Enemy noble named */
            noble: components["schemas"]["BlockId"];
            /** @constant */
            type: "herald";
        } | {
            /** @description Adjacent area of the pillaging group */
            from: components["schemas"]["AreaName"];
            /** @description Enemy-occupied area pillaged */
            target: components["schemas"]["AreaName"];
            /** @constant */
            type: "pillage";
        } | {
            /** @description The 1 or 2 blocks that sail */
            blocks: components["schemas"]["BlockId"][];
            /** @description Coastal origin */
            from: components["schemas"]["AreaName"];
            /** @description Friendly coastal destination */
            to: components["schemas"]["AreaName"];
            /** @constant */
            type: "sea-move";
        } | {
            /** @description The one area of the fed blocks */
            area: components["schemas"]["AreaName"];
            steps: {
                block: components["schemas"]["BlockId"];
                /** @description Steps added to the block */
                steps: number;
            }[];
            /** @constant */
            type: "victuals";
        } | {
            /** @description One block per hit, in order */
            blocks: components["schemas"]["BlockId"][];
            /** @constant */
            type: "hits";
        } | {
            steps: {
                block: components["schemas"]["BlockId"];
                /** @description Steps added to the block */
                steps: number;
            }[];
            /** @constant */
            type: "steps";
        } | {
            /** @description Contested area */
            area: components["schemas"]["AreaName"];
            /** @constant */
            type: "battle";
        } | {
            /** @description Legs and rallies in order */
            moves: ({
                /** @description Blocks that all follow this path */
                blocks: components["schemas"]["BlockId"][];
                /** @description Areas in order, origin first */
                path: components["schemas"]["AreaName"][];
            } | {
                /** @description Legs ending at the rally leader's area */
                rally: {
                    /** @description Blocks that all follow this path */
                    blocks: components["schemas"]["BlockId"][];
                    /** @description Areas in order, origin first */
                    path: components["schemas"]["AreaName"][];
                }[];
            })[];
            /** @constant */
            type: "move";
        } | {
            /** @description In the order taken */
            actions: {
                /**
                 * @description 5.31 what the block does in its combat turn
                 * @enum {string}
                 */
                act: "fire" | "pass" | "retreat";
                block: components["schemas"]["BlockId"];
                /** @description 5.5 where a retreating block goes; only with retreat */
                to?: components["schemas"]["AreaName"];
            }[];
            /** @constant */
            type: "combat";
        } | {
            moves: {
                block: components["schemas"]["BlockId"];
                /** @description Adjacent destination */
                to: components["schemas"]["AreaName"];
            }[];
            /** @constant */
            type: "retreat";
        } | {
            moves: {
                block: components["schemas"]["BlockId"];
                /** @description Adjacent destination */
                to: components["schemas"]["AreaName"];
            }[];
            /** @constant */
            type: "regroup";
        } | {
            /** @description English non-noble removed */
            block: components["schemas"]["BlockId"];
            /** @constant */
            type: "raid";
        } | {
            /** @description One of the noble's homes */
            area: components["schemas"]["AreaName"];
            /** @constant */
            type: "home";
        } | {
            /** @enum {string} */
            choice: "stay" | "home" | "disband";
            /** @constant */
            type: "moray";
        } | {
            choice: ("stay" | "disband") | components["schemas"]["AreaName"];
            /** @constant */
            type: "king";
        } | {
            /** @enum {string} */
            choice: "winter" | "disband";
            /** @constant */
            type: "edward";
        } | {
            /** @enum {string} */
            choice: "selkirk" | "stay" | "disband";
            /** @constant */
            type: "wallace";
        } | {
            /** @description Blocks disbanded, required and voluntary */
            blocks: components["schemas"]["BlockId"][];
            /** @constant */
            type: "disband";
        } | {
            /** @description One entry per area spending RPs */
            areas: {
                /** @description The area whose RPs are spent */
                area: components["schemas"]["AreaName"];
                /** @description 7.61 one entry per draw, in order: extra steps for the drawn block */
                draws: number[];
                /** @description 7.61 where a Norse or French Knights drawn here (inland) lands */
                sea?: components["schemas"]["AreaName"];
                /** @description Steps added to blocks already in the area */
                steps: {
                    block: components["schemas"]["BlockId"];
                    /** @description Steps added to the block */
                    steps: number;
                }[];
            }[];
            /**
             * @description C4: more build orders follow; the last one leaves this out
             * @constant
             */
            more?: true;
            /** @constant */
            type: "build";
        } | {
            /** @constant */
            type: "resign";
        };
        /** @description An answer to one pending decision */
        OrderInput: {
            card: components["schemas"]["CardKeyInput"];
            /** @constant */
            type: "play";
        } | {
            /** @constant */
            type: "pass";
        } | {
            /**
             * @description 6.2 who is crowned King of Scots
             * @enum {string}
             */
            king: "bruce" | "comyn" | "balliol";
            /** @constant */
            type: "crown";
        } | {
            /** @constant */
            type: "truce";
        } | {
            /** @description Enemy noble named */
            noble: components["schemas"]["BlockIdInput"];
            /** @constant */
            type: "herald";
        } | {
            /** @description Adjacent area of the pillaging group */
            from: components["schemas"]["AreaNameInput"];
            /** @description Enemy-occupied area pillaged */
            target: components["schemas"]["AreaNameInput"];
            /** @constant */
            type: "pillage";
        } | {
            /** @description The 1 or 2 blocks that sail */
            blocks: components["schemas"]["BlockIdInput"][];
            /** @description Coastal origin */
            from: components["schemas"]["AreaNameInput"];
            /** @description Friendly coastal destination */
            to: components["schemas"]["AreaNameInput"];
            /** @constant */
            type: "sea-move";
        } | {
            /** @description The one area of the fed blocks */
            area: components["schemas"]["AreaNameInput"];
            steps: {
                block: components["schemas"]["BlockIdInput"];
                /** @description Steps added to the block */
                steps: number;
            }[];
            /** @constant */
            type: "victuals";
        } | {
            /** @description One block per hit, in order */
            blocks: components["schemas"]["BlockIdInput"][];
            /** @constant */
            type: "hits";
        } | {
            steps: {
                block: components["schemas"]["BlockIdInput"];
                /** @description Steps added to the block */
                steps: number;
            }[];
            /** @constant */
            type: "steps";
        } | {
            /** @description Contested area */
            area: components["schemas"]["AreaNameInput"];
            /** @constant */
            type: "battle";
        } | {
            /** @description Legs and rallies in order */
            moves: ({
                /** @description Blocks that all follow this path */
                blocks: components["schemas"]["BlockIdInput"][];
                /** @description Areas in order, origin first */
                path: components["schemas"]["AreaNameInput"][];
            } | {
                /** @description Legs ending at the rally leader's area */
                rally: {
                    /** @description Blocks that all follow this path */
                    blocks: components["schemas"]["BlockIdInput"][];
                    /** @description Areas in order, origin first */
                    path: components["schemas"]["AreaNameInput"][];
                }[];
            })[];
            /** @constant */
            type: "move";
        } | {
            /** @description In the order taken */
            actions: {
                /**
                 * @description 5.31 what the block does in its combat turn
                 * @enum {string}
                 */
                act: "fire" | "pass" | "retreat";
                block: components["schemas"]["BlockIdInput"];
                /** @description 5.5 where a retreating block goes; only with retreat */
                to?: components["schemas"]["AreaNameInput"];
            }[];
            /** @constant */
            type: "combat";
        } | {
            moves: {
                block: components["schemas"]["BlockIdInput"];
                /** @description Adjacent destination */
                to: components["schemas"]["AreaNameInput"];
            }[];
            /** @constant */
            type: "retreat";
        } | {
            moves: {
                block: components["schemas"]["BlockIdInput"];
                /** @description Adjacent destination */
                to: components["schemas"]["AreaNameInput"];
            }[];
            /** @constant */
            type: "regroup";
        } | {
            /** @description English non-noble removed */
            block: components["schemas"]["BlockIdInput"];
            /** @constant */
            type: "raid";
        } | {
            /** @description One of the noble's homes */
            area: components["schemas"]["AreaNameInput"];
            /** @constant */
            type: "home";
        } | {
            /** @enum {string} */
            choice: "stay" | "home" | "disband";
            /** @constant */
            type: "moray";
        } | {
            choice: ("stay" | "disband") | components["schemas"]["AreaNameInput"];
            /** @constant */
            type: "king";
        } | {
            /** @enum {string} */
            choice: "winter" | "disband";
            /** @constant */
            type: "edward";
        } | {
            /** @enum {string} */
            choice: "selkirk" | "stay" | "disband";
            /** @constant */
            type: "wallace";
        } | {
            /** @description Blocks disbanded, required and voluntary */
            blocks: components["schemas"]["BlockIdInput"][];
            /** @constant */
            type: "disband";
        } | {
            /** @description One entry per area spending RPs */
            areas: {
                /** @description The area whose RPs are spent */
                area: components["schemas"]["AreaNameInput"];
                /** @description 7.61 one entry per draw, in order: extra steps for the drawn block */
                draws: number[];
                /** @description 7.61 where a Norse or French Knights drawn here (inland) lands */
                sea?: components["schemas"]["AreaNameInput"];
                /** @description Steps added to blocks already in the area */
                steps: {
                    block: components["schemas"]["BlockIdInput"];
                    /** @description Steps added to the block */
                    steps: number;
                }[];
            }[];
            /**
             * @description C4: more build orders follow; the last one leaves this out
             * @constant
             */
            more?: true;
            /** @constant */
            type: "build";
        } | {
            /** @constant */
            type: "resign";
        };
        /** @description 3.12 pass instead of resolving an event */
        PassOrder: {
            /** @constant */
            type: "pass";
        };
        /** @description EV-PILLAGE */
        PillageOrder: {
            /** @description Adjacent area of the pillaging group */
            from: components["schemas"]["AreaName"];
            /** @description Enemy-occupied area pillaged */
            target: components["schemas"]["AreaName"];
            /** @constant */
            type: "pillage";
        };
        /** @description 3.1 play a card */
        PlayOrder: {
            card: components["schemas"]["CardKey"];
            /** @constant */
            type: "play";
        };
        /** @description A game situation in compact form (src/rules/position.ts) */
        PositionSpecInput: {
            aside?: string[];
            /**
             * @description Which decision comes next
             * @enum {string}
             */
            at: "card-play" | "event" | "movement" | "movement-p2" | "battles" | "turn-end" | "winter" | "W2" | "W3" | "W4" | "W5" | "W6" | "W7";
            battles?: {
                area: string;
                /**
                 * @description A side
                 * @enum {string}
                 */
                attacker: "england" | "scotland";
                entries?: {
                    england?: string[];
                    scotland?: string[];
                };
                reserves?: string[];
            }[];
            campaignEndYear?: number | null;
            /** @enum {string} */
            edward?: "I" | "II";
            edwardUndrawableBefore?: number;
            edwardWintered?: boolean;
            /** @description Blocks per area: { "Fife": "Wallace, Douglas 2" } */
            england?: {
                [key: string]: string;
            };
            frenchKnightsAdded?: boolean;
            hands?: {
                england?: string[];
                scotland?: string[];
            };
            kingCrowned?: boolean;
            moved?: string[];
            options?: string[];
            /**
             * @description A side
             * @enum {string}
             */
            p1?: "england" | "scotland";
            played?: {
                england?: string;
                scotland?: string;
            };
            removed?: string[];
            /** @enum {string} */
            scenario?: "braveheart" | "the_bruce" | "campaign";
            /** @description Blocks per area: { "Fife": "Wallace, Douglas 2" } */
            scotland?: {
                [key: string]: string;
            };
            truceAgainst?: ("england" | "scotland") | null;
            turn?: number;
            year: number;
        };
        /** @description RFC 9457 problem details, with a stable `code` and, per code, more members */
        Problem: {
            /**
             * @description Stable machine-readable code (docs/api.md, Errors)
             * @enum {string}
             */
            code: "bad-request" | "order-syntax" | "unauthorized" | "forbidden" | "not-your-decision" | "not-found" | "method-not-allowed" | "request-timeout" | "stale-version" | "idempotency-conflict" | "deadline-passed" | "conflict" | "payload-too-large" | "unsupported-media-type" | "illegal-order" | "headers-too-large" | "rate-limited" | "internal" | "not-ready" | "busy";
            detail: string;
            status: number;
            title: string;
            /** @description A URI naming the kind of problem */
            type: string;
        } & {
            [key: string]: unknown;
        };
        /** @description 5.9 border raid */
        RaidOrder: {
            /** @description English non-noble removed */
            block: components["schemas"]["BlockId"];
            /** @constant */
            type: "raid";
        };
        /** @description The game's facts: map, blocks, cards, scenarios (rules 1.0-3.0, 8.0) */
        Reference: {
            areas: components["schemas"]["ReferenceArea"][];
            blocks: components["schemas"]["ReferenceBlock"][];
            borders: components["schemas"]["ReferenceBorder"][];
            cards: components["schemas"]["ReferenceCard"][];
            scenarios: components["schemas"]["ReferenceScenario"][];
            seas: {
                areas: ("England" | "Ross" | "Garmoran" | "Moray" | "Strathspey" | "Buchan" | "Lochaber" | "Badenoch" | "Mar" | "Angus" | "Argyll" | "Atholl" | "Lennox" | "Mentieth" | "Fife" | "Carrick" | "Lanark" | "Lothian" | "Selkirk" | "Dunbar" | "Galloway" | "Annan" | "Teviot")[];
                /** @enum {string} */
                id: "north" | "irish";
                name: string;
            }[];
        };
        ReferenceArea: {
            /** @description 1.2 castle limit */
            castle: number;
            /** @description 1.3 cathedral */
            cathedral: boolean;
            coastal: boolean;
            /** @enum {string} */
            country: "england" | "scotland";
            /** @description The nobles whose home this area is */
            homeOf: ("wallace" | "king" | "douglas" | "campbell" | "graham" | "macdonald" | "lindsay" | "fraser" | "barclay" | "grant" | "keith" | "ettrick" | "norse" | "french_knights" | "edward" | "lancaster_archers" | "welsh_archers" | "lancaster_knights" | "york_knights" | "durham_knights" | "hobelars" | "york_infantry" | "lancaster_infantry" | "northumber_infantry" | "durham_infantry" | "cumbria_infantry" | "westmor_infantry" | "welsh_infantry" | "ulster_infantry" | "comyn" | "moray" | "angus" | "argyll" | "bruce" | "mar" | "lennox" | "buchan" | "galloway" | "ross" | "atholl" | "dunbar" | "mentieth" | "stewart")[];
            /** @enum {string} */
            name: "England" | "Ross" | "Garmoran" | "Moray" | "Strathspey" | "Buchan" | "Lochaber" | "Badenoch" | "Mar" | "Angus" | "Argyll" | "Atholl" | "Lennox" | "Mentieth" | "Fife" | "Carrick" | "Lanark" | "Lothian" | "Selkirk" | "Dunbar" | "Galloway" | "Annan" | "Teviot";
            /** @description 1.4 the seas the area touches */
            seas: ("north" | "irish")[];
        };
        ReferenceBlock: {
            /** @description 5.8 killed for good */
            blackCross: boolean;
            /** @description 5.2 Welsh and Ulster loyalty */
            celtic: boolean;
            faction: ("bruce" | "comyn") | null;
            /** @description 2.12 highest roll that hits */
            fire: number;
            homes: ("England" | "Ross" | "Garmoran" | "Moray" | "Strathspey" | "Buchan" | "Lochaber" | "Badenoch" | "Mar" | "Angus" | "Argyll" | "Atholl" | "Lennox" | "Mentieth" | "Fife" | "Carrick" | "Lanark" | "Lothian" | "Selkirk" | "Dunbar" | "Galloway" | "Annan" | "Teviot")[];
            /** @enum {string} */
            id: "wallace" | "king" | "douglas" | "campbell" | "graham" | "macdonald" | "lindsay" | "fraser" | "barclay" | "grant" | "keith" | "ettrick" | "norse" | "french_knights" | "edward" | "lancaster_archers" | "welsh_archers" | "lancaster_knights" | "york_knights" | "durham_knights" | "hobelars" | "york_infantry" | "lancaster_infantry" | "northumber_infantry" | "durham_infantry" | "cumbria_infantry" | "westmor_infantry" | "welsh_infantry" | "ulster_infantry" | "comyn" | "moray" | "angus" | "argyll" | "bruce" | "mar" | "lennox" | "buchan" | "galloway" | "ross" | "atholl" | "dunbar" | "mentieth" | "stewart";
            /** @enum {string} */
            initiative: "A" | "B" | "C";
            maxSteps: number;
            /** @description 2.13 move rating; null for the Norse (4.7) */
            move: number | null;
            name: string;
            /** @description Initiative and fire as printed, e.g. B3 */
            rating: string;
            /**
             * @description either: a noble who may serve both sides (2.22)
             * @enum {string}
             */
            side: "england" | "scotland" | "either";
            /** @enum {string} */
            type: "leader" | "king" | "infantry" | "cavalry" | "archers" | "knights" | "hobelars" | "norse" | "noble";
        };
        ReferenceBorder: {
            /** @description 4.4 one of England's borders */
            angloScottish: boolean;
            between: [
                "England" | "Ross" | "Garmoran" | "Moray" | "Strathspey" | "Buchan" | "Lochaber" | "Badenoch" | "Mar" | "Angus" | "Argyll" | "Atholl" | "Lennox" | "Mentieth" | "Fife" | "Carrick" | "Lanark" | "Lothian" | "Selkirk" | "Dunbar" | "Galloway" | "Annan" | "Teviot",
                "England" | "Ross" | "Garmoran" | "Moray" | "Strathspey" | "Buchan" | "Lochaber" | "Badenoch" | "Mar" | "Angus" | "Argyll" | "Atholl" | "Lennox" | "Mentieth" | "Fife" | "Carrick" | "Lanark" | "Lothian" | "Selkirk" | "Dunbar" | "Galloway" | "Annan" | "Teviot"
            ];
            /** @enum {string} */
            color: "black" | "red";
            /** @description 4.3 blocks per side that may cross in a turn: 6 black, 2 red */
            limit: number;
        };
        ReferenceCard: {
            /** @description How many of the 25 cards carry this key */
            count: number;
            /**
             * @description The key views, orders and events use
             * @enum {string}
             */
            key: "move1" | "move2" | "move3" | "herald" | "pillage" | "sea_move" | "truce" | "victuals";
            /** @enum {string} */
            kind: "move" | "event";
            moves: number | null;
            name: string;
        };
        ReferenceScenario: {
            england: {
                /** @description Block id -> area, at full strength */
                placed: {
                    [key: string]: "England" | "Ross" | "Garmoran" | "Moray" | "Strathspey" | "Buchan" | "Lochaber" | "Badenoch" | "Mar" | "Angus" | "Argyll" | "Atholl" | "Lennox" | "Mentieth" | "Fife" | "Carrick" | "Lanark" | "Lothian" | "Selkirk" | "Dunbar" | "Galloway" | "Annan" | "Teviot";
                };
                removed: ("wallace" | "king" | "douglas" | "campbell" | "graham" | "macdonald" | "lindsay" | "fraser" | "barclay" | "grant" | "keith" | "ettrick" | "norse" | "french_knights" | "edward" | "lancaster_archers" | "welsh_archers" | "lancaster_knights" | "york_knights" | "durham_knights" | "hobelars" | "york_infantry" | "lancaster_infantry" | "northumber_infantry" | "durham_infantry" | "cumbria_infantry" | "westmor_infantry" | "welsh_infantry" | "ulster_infantry" | "comyn" | "moray" | "angus" | "argyll" | "bruce" | "mar" | "lennox" | "buchan" | "galloway" | "ross" | "atholl" | "dunbar" | "mentieth" | "stewart")[];
                setAside: ("wallace" | "king" | "douglas" | "campbell" | "graham" | "macdonald" | "lindsay" | "fraser" | "barclay" | "grant" | "keith" | "ettrick" | "norse" | "french_knights" | "edward" | "lancaster_archers" | "welsh_archers" | "lancaster_knights" | "york_knights" | "durham_knights" | "hobelars" | "york_infantry" | "lancaster_infantry" | "northumber_infantry" | "durham_infantry" | "cumbria_infantry" | "westmor_infantry" | "welsh_infantry" | "ulster_infantry" | "comyn" | "moray" | "angus" | "argyll" | "bruce" | "mar" | "lennox" | "buchan" | "galloway" | "ross" | "atholl" | "dunbar" | "mentieth" | "stewart")[];
            };
            englandDraw: number | "levy";
            firstYear: number;
            /** @enum {string} */
            id: "braveheart" | "the_bruce" | "campaign";
            kingCrowned: boolean;
            lastYear: number | null;
            name: string;
            scotland: {
                /** @description Block id -> area, at full strength */
                placed: {
                    [key: string]: "England" | "Ross" | "Garmoran" | "Moray" | "Strathspey" | "Buchan" | "Lochaber" | "Badenoch" | "Mar" | "Angus" | "Argyll" | "Atholl" | "Lennox" | "Mentieth" | "Fife" | "Carrick" | "Lanark" | "Lothian" | "Selkirk" | "Dunbar" | "Galloway" | "Annan" | "Teviot";
                };
                removed: ("wallace" | "king" | "douglas" | "campbell" | "graham" | "macdonald" | "lindsay" | "fraser" | "barclay" | "grant" | "keith" | "ettrick" | "norse" | "french_knights" | "edward" | "lancaster_archers" | "welsh_archers" | "lancaster_knights" | "york_knights" | "durham_knights" | "hobelars" | "york_infantry" | "lancaster_infantry" | "northumber_infantry" | "durham_infantry" | "cumbria_infantry" | "westmor_infantry" | "welsh_infantry" | "ulster_infantry" | "comyn" | "moray" | "angus" | "argyll" | "bruce" | "mar" | "lennox" | "buchan" | "galloway" | "ross" | "atholl" | "dunbar" | "mentieth" | "stewart")[];
                setAside: ("wallace" | "king" | "douglas" | "campbell" | "graham" | "macdonald" | "lindsay" | "fraser" | "barclay" | "grant" | "keith" | "ettrick" | "norse" | "french_knights" | "edward" | "lancaster_archers" | "welsh_archers" | "lancaster_knights" | "york_knights" | "durham_knights" | "hobelars" | "york_infantry" | "lancaster_infantry" | "northumber_infantry" | "durham_infantry" | "cumbria_infantry" | "westmor_infantry" | "welsh_infantry" | "ulster_infantry" | "comyn" | "moray" | "angus" | "argyll" | "bruce" | "mar" | "lennox" | "buchan" | "galloway" | "ross" | "atholl" | "dunbar" | "mentieth" | "stewart")[];
            };
        };
        /** @description 5.6 the winner's regroup (empty: all stay) */
        RegroupOrder: {
            moves: {
                block: components["schemas"]["BlockId"];
                /** @description Adjacent destination */
                to: components["schemas"]["AreaName"];
            }[];
            /** @constant */
            type: "regroup";
        };
        /** @description 5.3 the attacker's forced retreat after round 3 */
        RetreatOrder: {
            moves: {
                block: components["schemas"]["BlockId"];
                /** @description Adjacent destination */
                to: components["schemas"]["AreaName"];
            }[];
            /** @constant */
            type: "retreat";
        };
        /** @description EV-SEA-MOVE */
        SeaMoveOrder: {
            /** @description The 1 or 2 blocks that sail */
            blocks: components["schemas"]["BlockId"][];
            /** @description Coastal origin */
            from: components["schemas"]["AreaName"];
            /** @description Friendly coastal destination */
            to: components["schemas"]["AreaName"];
            /** @constant */
            type: "sea-move";
        };
        /** @description EV-PILLAGE the stolen steps given to the pillaging group */
        StepsOrder: {
            steps: {
                block: components["schemas"]["BlockId"];
                /** @description Steps added to the block */
                steps: number;
            }[];
            /** @constant */
            type: "steps";
        };
        /** @description One Server-Sent Event of the stream; `data` is JSON of the Event union */
        StreamFrame: {
            /** @description The Event as JSON, as GET /games/{id}/events has it */
            data: components["schemas"]["Event"];
            /** @description The event's type (Event.type) */
            event: string;
            /** @description The event's seq: what Last-Event-ID sends back on reconnect */
            id: string;
        };
        /** @description EV-TRUCE resolve the Truce */
        TruceOrder: {
            /** @constant */
            type: "truce";
        };
        /** @description EV-VICTUALS 3 steps to blocks in one area */
        VictualsOrder: {
            /** @description The one area of the fed blocks */
            area: components["schemas"]["AreaName"];
            steps: {
                block: components["schemas"]["BlockId"];
                /** @description Steps added to the block */
                steps: number;
            }[];
            /** @constant */
            type: "victuals";
        };
        /** @description What one role may see of the game (DESIGN, Fog of war) */
        View: {
            battle: {
                area: components["schemas"]["AreaName"];
                /**
                 * @description A side
                 * @enum {string}
                 */
                attacker: "england" | "scotland";
                defection: boolean;
                reserves: {
                    england: number;
                    scotland: number;
                };
                round: number;
            } | null;
            /** @description Blocks the viewer may identify */
            blocks: {
                area: components["schemas"]["AreaName"];
                block: components["schemas"]["BlockId"];
                name: string;
                /**
                 * @description A side
                 * @enum {string}
                 */
                side: "england" | "scotland";
                strength: number;
            }[];
            /** @description Whether each side has chosen its card (the card stays hidden until both have) */
            chosen: {
                england: boolean;
                scotland: boolean;
            };
            /** @description The viewer's own pending decisions */
            decisions: components["schemas"]["Decision"][];
            handSizes: {
                england: number;
                scotland: number;
            };
            /** @description Hands the viewer may see */
            hands: {
                england: components["schemas"]["CardKey"][] | null;
                scotland: components["schemas"]["CardKey"][] | null;
            };
            /** @description Blocks seen only as a count per area */
            hidden: {
                area: components["schemas"]["AreaName"];
                count: number;
                /**
                 * @description A side
                 * @enum {string}
                 */
                side: "england" | "scotland";
            }[];
            options: ("OPT-SCHILTROM" | "OPT-ANDREW-DE-MORAY" | "OPT-ANGUS-OG" | "OPT-FOCUS-FIRE" | "OPT-RALLY" | "OPT-CELTIC-PERMANENT" | "VAR-123")[];
            p1: ("england" | "scotland") | null;
            pendingBattles: {
                area: components["schemas"]["AreaName"];
                /**
                 * @description A side
                 * @enum {string}
                 */
                attacker: "england" | "scotland";
            }[];
            played: {
                england: components["schemas"]["CardKey"] | null;
                scotland: components["schemas"]["CardKey"] | null;
            };
            playedThisYear: {
                england: components["schemas"]["CardKey"][];
                scotland: components["schemas"]["CardKey"][];
            };
            poolSizes: {
                england: number;
                scotland: number;
            };
            /** @description Pool contents where the viewer may see them */
            pools: {
                england: components["schemas"]["BlockId"][] | null;
                scotland: components["schemas"]["BlockId"][] | null;
            };
            removed: components["schemas"]["BlockId"][];
            scenario: string;
            track: {
                /** @enum {string} */
                edward: "I" | "II";
                frenchKnightsAdded: boolean;
                kingCrowned: boolean;
                nobles: {
                    england: number;
                    scotland: number;
                };
            };
            truceAgainst: ("england" | "scotland") | null;
            /** @description 1-5; 0 in the Winter Turn */
            turn: number;
            /**
             * @description Whose view it is (the host sees the referee's)
             * @enum {string}
             */
            viewer: "england" | "scotland" | "referee" | "observer";
            waitingFor: ("england" | "scotland")[];
            winner: {
                /** @enum {string} */
                reason: "sudden-death" | "scottish-king-killed" | "edward-ii-killed" | "majority" | "wallace-tie-break" | "resignation";
                /**
                 * @description A side
                 * @enum {string}
                 */
                side: "england" | "scotland";
                year: number;
            } | null;
            year: number;
        };
        /** @description 7.5 Wallace in winter */
        WallaceOrder: {
            /** @enum {string} */
            choice: "selkirk" | "stay" | "disband";
            /** @constant */
            type: "wallace";
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
