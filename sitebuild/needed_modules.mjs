// Which files of Pyodide's standard library the site runs: boots Pyodide as the worker does (a
// snapshot made), unpacks and imports the engine, sends it every request kind (engine_exercise.py),
// and prints the stdlib zip's files of every module then in sys.modules, as JSON.
// argv: pyodide's folder, the engine's zip (sources), engine_exercise.py.
import { readFileSync } from "node:fs";
const [indexURL, engineZip, exercisePy] = process.argv.slice(2);
const { loadPyodide } = await import(indexURL + "pyodide.mjs");
const py = await loadPyodide({ indexURL, _makeSnapshot: true, stdout: () => {} });
py.unpackArchive(new Uint8Array(readFileSync(engineZip)), "zip", { extractDir: "/home/pyodide/site" });
py.runPython("import sys\nsys.path.insert(0, '/home/pyodide/site')\nimport factorgames, factorgames.page.api");
py.makeMemorySnapshot();
py.FS.writeFile("/home/pyodide/engine_exercise.py", readFileSync(exercisePy));
const files = py.runPython(`
import json, random, sys
sys.path.insert(0, "/home/pyodide")
import engine_exercise, factorgames.page.api
engine_exercise.exercise(factorgames.page.api.handle)
random.seed()
stdlib = next(p for p in sys.path if p.endswith(".zip")) + "/"
json.dumps(sorted({m.__spec__.origin[len(stdlib):] for m in list(sys.modules.values())
                   if getattr(m, "__spec__", None) and (m.__spec__.origin or "").startswith(stdlib)}))
`);
process.stdout.write(files + "\n");
