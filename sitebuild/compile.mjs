// Compile Python for the browser with Pyodide's own Python (the browser's bytecode).
// argv: pyodide's folder, then a JSON file of jobs (bytecode.py's CompileJob): each reads a zip
// (or "stdlib": Pyodide's own), keeps `only` its listed .py files (all when null), drops
// docstrings as `docstrings` says ("keep", "all", or "not-classes"), and writes each module
// compiled to .pyc, or as source without docstrings or comments where that arrives and compiles
// sooner on a network of `source_below` microseconds a byte.
import { readFileSync, writeFileSync } from "node:fs";
const [indexURL, jobsJson] = process.argv.slice(2);
const { loadPyodide } = await import(indexURL + "pyodide.mjs");
// Without column ranges (as python -X no_debug_ranges): a traceback marks no columns, and the
// bytecode is about a third smaller gzipped (its location tables hold little else that compresses).
const py = await loadPyodide({ indexURL, env: { PYTHONNODEBUGRANGES: "1" } });
if (py.runPython("compile('x = 1', '', 'exec').co_positions().__next__()[2]") !== undefined) {
  throw new Error("Pyodide compiles column ranges still (PYTHONNODEBUGRANGES was not read)");
}
py.runPython(`
import ast, importlib.util, io, json, zipfile, zlib
from importlib._bootstrap_external import _code_to_hash_pyc

def is_text(statement):
    return isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant) \\
        and isinstance(statement.value.value, str)

def without_docstrings(tree, keep_classes):
    """The tree without its docstrings (what python -OO leaves; the classes' kept if asked) and
    without any other string standing as a statement (the attributes' docstrings: no-ops)."""
    for node in ast.walk(tree):
        kept = node.body[0] if keep_classes and isinstance(node, ast.ClassDef) and is_text(node.body[0]) else None
        for field in ("body", "orelse", "finalbody"):
            statements = getattr(node, field, None)
            if not isinstance(statements, list) or not statements or not isinstance(statements[0], ast.stmt):
                continue
            left = [s for s in statements if s is kept or not is_text(s)]
            if not left and field == "body":
                left = [ast.copy_location(ast.Pass(), statements[0])]
            setattr(node, field, left)
    return tree

COMPILE_US_PER_NODE = 4.6
"""Compiling source in Pyodide takes about this many microseconds per node of its syntax tree
(measured under Node on a 2-core machine: 0.94 s for the ~130 modules the engine needs)."""

def converted(data, name, docstrings, source_below):
    """(bytes, name) of one module as shipped: compiled, or source when compiling it would take
    less time than its bytecode's extra gzipped bytes take to arrive at source_below
    microseconds a byte (0: always compiled)."""
    tree = ast.parse(data, name)
    if docstrings != "keep":
        tree = without_docstrings(tree, docstrings == "not-classes")
    code = compile(tree, name, "exec", dont_inherit=True)
    pyc = bytes(_code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False))
    if source_below:
        source = ast.unparse(tree).encode() + b"\\n"
        extra = len(zlib.compress(pyc, 9)) - len(zlib.compress(source, 9))
        if sum(1 for _ in ast.walk(tree)) * COMPILE_US_PER_NODE < extra * source_below:
            return source, name
    return pyc, name + "c"

def compiled(path_in, path_out, job_json):
    job = json.loads(job_json)
    only, docstrings, source_below = job["only"], job["docstrings"], job["source_below"]
    out = io.BytesIO()
    keep = None if only is None else set(only)
    with zipfile.ZipFile(path_in) as zin, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zout:
        for info in sorted(zin.infolist(), key=lambda i: i.filename):
            name = info.filename
            if keep is not None and name not in keep:
                continue
            data = zin.read(info)
            if name.endswith(".py"):
                try:
                    data, name = converted(data, name, docstrings, source_below)
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
for (const job of JSON.parse(readFileSync(jobsJson, "utf8"))) {
  const source = job.source === "stdlib" ? `/lib/python${version}.zip` : "/tmp/in.zip";
  if (job.source !== "stdlib") py.FS.writeFile(source, readFileSync(job.source));
  py.globals.get("compiled")(source, "/tmp/out.zip", JSON.stringify(job));
  writeFileSync(job.out, py.FS.readFile("/tmp/out.zip"));
}
