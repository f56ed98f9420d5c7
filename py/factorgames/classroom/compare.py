"""An assignment that was not made on this device, against the teacher's own: which of the
teacher's it resembles (`closest`) and how it differs from it, in words (`differences`).

>>> from .assignment import Assignment, Task
>>> mine = Assignment("Year 7", (Task("game=nrich&vs=perfect", "win"),), seed=5)
>>> theirs = Assignment("Year 7", (Task("game=nrich&vs=easy", "finish"),), seed=6)
>>> closest(theirs, [mine]) == mine
True
>>> differences(theirs, mine)
['another seed: the computer answers with other moves', 'task 1: against the easy computer, not the perfect one', 'task 1: the goal is to play to the end, not to win, moving first']
"""

from __future__ import annotations

from ..help_used import allowance_words
from ..i18n import _
from ..play.players import LEVELS
from .assignment import Assignment, Task
from .names import skeleton


def closest(theirs: Assignment, own: list[Assignment]) -> Assignment | None:
    """The teacher's assignment that `theirs` is most likely an edited copy of: the same title,
    else a title that looks the same, else the most tasks in common (None: nothing alike)."""
    same = [a for a in own if a.title == theirs.title] or [
        a for a in own if skeleton(a.title) == skeleton(theirs.title)
    ]
    if same:
        return same[-1]
    count, best = max(
        ((sum(t in a.tasks for t in theirs.tasks), a) for a in own), key=lambda pair: pair[0], default=(0, None)
    )
    return best if count else None


def _goal(task: Task, first: int) -> str:
    if task.goal == "finish":
        return _("to play to the end")
    if task.goal == "win":
        return _("to win, moving first") if first == 1 else _("to win, moving second")
    if task.goal == "chain":
        return _("a chain of {target} numbers or more").format(target=task.target)
    if task.goal == "puzzles":
        return _("to solve puzzles")
    return _("a bot of your own")


def _task_differences(k: int, theirs: Assignment, mine: Assignment) -> list[str]:
    """How task k differs between the two assignments."""
    a, b = theirs.tasks[k], mine.tasks[k]
    sa, sb = theirs.setup(k), mine.setup(k)
    found = []
    if sa.game != sb.game or sa.rules != sb.rules or a.puzzles != b.puzzles or a.challenge != b.challenge:
        found.append(_("another game or other settings: {task}").format(task=theirs.describe(k)))
    if sa.level != sb.level and sa.level and sb.level:
        found.append(
            _("against the {level} computer, not the {mine} one").format(
                level=_(LEVELS[sa.level]), mine=_(LEVELS[sb.level])
            )
        )
    if (a.goal, a.target, sa.first) != (b.goal, b.target, sb.first):
        found.append(_("the goal is {goal}, not {mine}").format(goal=_goal(a, sa.first), mine=_goal(b, sb.first)))
    if sa.help != sb.help:
        found.append(
            _("the help allowed is {help}, not {mine}").format(
                help=allowance_words(sa.help), mine=allowance_words(sb.help)
            )
        )
    return [_("task {k}: {difference}").format(k=k + 1, difference=d) for d in found]


def differences(theirs: Assignment, mine: Assignment) -> list[str]:
    """Every way `theirs` differs from `mine`, in words a teacher reads."""
    found = []
    if theirs.title != mine.title:
        found.append(_("the title is “{title}”, not “{mine}”").format(title=theirs.title, mine=mine.title))
    if theirs.seed != mine.seed:
        found.append(_("another seed: the computer answers with other moves"))
    common = min(len(theirs.tasks), len(mine.tasks))
    for k in range(common):
        found += _task_differences(k, theirs, mine)
    for k in range(common, len(theirs.tasks)):
        found.append(_("task {k} added: {task}").format(k=k + 1, task=theirs.describe(k)))
    for k in range(common, len(mine.tasks)):
        found.append(_("task {k} removed: {task}").format(k=k + 1, task=mine.describe(k)))
    return found
