"""A kind's part of the teacher's notes."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Lesson:
    """A kind's part of the notes: the aim, the questions, the mathematics, the winner's pairs (or a
    longest chain) and the sequence's last step."""

    aim: str
    questions: list[str]
    maths: list[str]
    pairs: list[str]
    last_step: str
