// Compile the .py files of zips to .pyc with Pyodide's own Python (the browser's bytecode).
// argv: pyodide's folder, then pairs of (input zip or "stdlib", output zip).
import { readFileSync, writeFileSync } from "node:fs";
const [indexURL, ...pairs] = process.argv.slice(2);
const { loadPyodide } = await import(indexURL + "pyodide.mjs");
const py = await loadPyodide({ indexURL });
py.runPython(`
import importlib.util, io, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

def compiled(path_in, path_out):
    out = io.BytesIO()
    with zipfile.ZipFile(path_in) as zin, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zout:
        for info in sorted(zin.infolist(), key=lambda i: i.filename):
            data = zin.read(info)
            name = info.filename
            if name.endswith(".py"):
                try:
                    code = compile(data, name, "exec", dont_inherit=True)
                    data, name = bytes(_code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)), name + "c"
                except SyntaxError:
                    pass  # a test file of the stdlib that is meant not to compile: kept as it is
            entry = zipfile.ZipInfo(name, (1980, 1, 1, 0, 0, 0))
            entry.compress_type = zipfile.ZIP_DEFLATED
            entry.external_attr = 0o644 << 16
            zout.writestr(entry, data)
    with open(path_out, "wb") as f:
        f.write(out.getvalue())
`);
const version = py.runPython("import sys; f'{sys.version_info[0]}{sys.version_info[1]}'");
for (let i = 0; i < pairs.length; i += 2) {
  const source = pairs[i] === "stdlib" ? `/lib/python${version}.zip` : "/tmp/in.zip";
  if (pairs[i] !== "stdlib") py.FS.writeFile(source, readFileSync(pairs[i]));
  py.globals.get("compiled")(source, "/tmp/out.zip");
  writeFileSync(pairs[i + 1], py.FS.readFile("/tmp/out.zip"));
}
