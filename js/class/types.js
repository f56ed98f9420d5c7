/* The Class page's own shapes, as JSDoc typedefs only (nothing runs here): what the teacher's device
   keeps, and how its views report what the teacher or the pupil asks for (their callbacks, which
   the controller answers). The views Python answers with are typed in ../contract/view-types.js. */

/** What the teacher's device keeps (`runs`: the games of the pupils' bots played again here, which
    the engine reads again). @typedef {{assignments: string[], results: string[], runs: Record<string, unknown>}} TeacherKept */

/**
 * What the teacher asks for (TeacherView).
 * @typedef {Object} TeacherCallbacks
 * @property {(title: string, tasks: import("../contract/request-types.js").ClassTaskValues[]) => void} onMake
 *     make an assignment of the form's title and tasks
 * @property {(text: string) => void} onAdd add the results a text holds (pasted, or a QR code read)
 * @property {(id: string) => void} onForget clear an assignment and its results from this device
 * @property {(link: string) => void} onTake use an assignment not made on this device
 */

/**
 * What the pupil asks for (PupilView).
 * @typedef {Object} PupilCallbacks
 * @property {(name: string) => void} onName the pupil's name, for the result to hand in
 * @property {() => void} onAfresh another pupil starts afresh on this device: the name and the games kept
 *     for the assignment are cleared
 * @property {(name: string, choice: import("../contract/view-types.js").ClassTaskChoice) => void} onGive
 *     a teacher trying the levels gives one as an assignment (`name`: its title)
 */

/** Where the pupils' bots being played again stand: one playing, or none. @typedef {"playing" | "idle"} BotsState */

export {};
