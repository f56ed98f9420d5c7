"""Where the tasks run: local processes by default, or a Dask cluster (dask.distributed, a
development dependency in requirements-dev.txt) given its scheduler's address. Both are
concurrent.futures executors, so the job does not know which it has."""

from __future__ import annotations

from collections.abc import Iterator
from concurrent.futures import Executor, ProcessPoolExecutor
from contextlib import contextmanager


class ExecutorError(Exception):
    """The executor asked for cannot be had (a message for the person running the job)."""


@contextmanager
def executor(scheduler: str | None, workers: int) -> Iterator[Executor]:
    """An executor for the job: `workers` local processes, or the Dask cluster at `scheduler`."""
    if scheduler is None:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            yield pool
        return
    try:
        from distributed import Client
    except ImportError as error:
        raise ExecutorError("--scheduler needs dask.distributed: pip install -r requirements-dev.txt") from error
    try:
        client = Client(scheduler, timeout="20s")  # type: ignore[no-untyped-call]
    except (OSError, TimeoutError, ValueError) as error:
        raise ExecutorError(f"cannot reach the Dask scheduler at {scheduler}: {error}") from error
    try:
        with client.get_executor(pure=False) as cluster:  # type: ignore[no-untyped-call]
            yield cluster
    finally:
        client.close()  # type: ignore[no-untyped-call]
