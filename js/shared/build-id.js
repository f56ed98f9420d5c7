/** The build the pages belong to (build.py writes it); the worker and the engine must match it. */
export const BUILD = "__BUILD__";
