/* The game screen's own shapes, as JSDoc typedefs only (nothing runs here): the requests it sends
   to Python, the page object app.js drives (the full page's SitePage, the embed's EmbedPage) and
   the teacher's tools. The views Python answers with are typed in ../contract/view-types.js. */

/**
 * A request to Python, as the contract says (../contract/request-types.js, generated from
 * py/factorgames/contract/requests.py): `op` says what is asked, the other keys what it needs.
 * @typedef {import("../contract/request-types.js").Request} EngineRequest
 */

/**
 * Ask Python (the engine's worker): resolves with its answer, JSON as Python wrote it (a View for
 * the game's requests; the caller says which of the contract's shapes it asked for).
 * @typedef {(payload: EngineRequest) => Promise<unknown>} AskEngine
 */

/**
 * A teacher's toggle, kept in the full page's address (tools=analysis,strategy).
 * @typedef {"analysis" | "strategy" | "counts" | "web" | "standing"} Tool
 */

/**
 * The page's own keys for the address: the teacher's tools that are on, present mode (null where a
 * page's address does not hold them, as an embed's).
 * @typedef {Object} PageState
 * @property {string[] | null} tools
 * @property {boolean | null} present
 */

/**
 * What a page shows of a view beyond the board and the panels every page has.
 * @typedef {Object} PageRenderOptions
 * @property {boolean} fromPlay the view answers a pick
 * @property {boolean} acted the view answers anything the player did here
 */

/**
 * The page app.js runs on: the full site (SitePage, site-page.js) or the embed (EmbedPage,
 * embed-page.js). Both classes implement it.
 * @typedef {Object} GamePage
 * @property {string[]} controls the controls the page offers (the embed's address names them)
 * @property {string | null} gameId the id the game shown is kept under on this device, for the
 *     friend's link (none on an embed, which keeps no game)
 * @property {() => void} readAddress take the page's own keys from the address (opened or edited)
 * @property {number | null} target the chain's length a class's task asks for (its link's), none without
 * @property {import("../shared/class-task.js").ClassTask | null} classTask the class's task the page
 *     plays for (none on an embed, which plays for no task)
 * @property {() => PageState} pageState
 * @property {() => string} requestedGame the game the address asks for
 * @property {(hash: string) => string | null} saved this device's copy of the game about to be loaded
 * @property {() => import("../contract/request-types.js").LoadRequest} firstRequest the request for the game the page opens with
 * @property {(view: import("../contract/view-types.js").View, keys: {tools: string[], present: boolean}) => string} address
 * @property {(busy: boolean) => void} setBusy
 * @property {(view: import("../contract/view-types.js").View, options: PageRenderOptions) => void} render
 */

export {};
