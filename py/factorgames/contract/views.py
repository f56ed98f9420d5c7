"""The contract between Python and the page: the shape of every view `page.api.handle` returns.

The page renders what these fields say and decides nothing: which controls, form fields and
legends apply, what the history is called, whether a rematch can start, all come from here.
`build.py` writes the same shapes as JSDoc typedefs to `js/contract/view-types.js` (a test keeps the two
in step).
"""

from __future__ import annotations

from typing import Literal, TypedDict

from .bots import GameState

Verdict = Literal["winning", "mistake", "losing"]
"""A move as perfect play judges it: it keeps or makes a win, it lets a win slip, or nothing could win."""

CellState = Literal["legal", "used", "current", "blocked", "open"]
"""open: not used yet, when the board does not show which numbers can be picked (highlights off)."""
CellRelation = Literal["divisor", "multiple"]
CellHint = Literal["win", "lose", "try"]
ResultTone = Literal["won", "lost", "over"]
"""How a finished game reads for the person at this device (its colour on the page)."""
PuzzleState = Literal["solving", "solved", "wrong"]
SheetMark = Literal["open", "used", "current"]
"""How a worksheet's board marks a number."""
SetupField = Literal["range", "opening", "grid", "without_one", "misere", "lose_turn", "vs", "first", "highlights"]


class CellView(TypedDict):
    """One number of the board."""

    n: int
    state: CellState
    relation: CellRelation | None
    """Chain games: how a number that can be picked relates to the current number."""
    removes: list[int]
    """Multiples Removal: what picking this number removes (empty elsewhere)."""
    hint: CellHint | None
    """Whether picking it wins or loses against perfect play (the analysis), a winning move a hint
    shows, or the best try a hint shows when every move loses."""
    partner: int | None
    """The number it pairs with in the winner's strategy, when the strategy is shown."""
    follows: int | None
    """With the counts shown: how many numbers could follow it if it were picked now."""
    owner: int | None
    """A game that keeps score (the Factor Game): the player ("1" or "2" as a number) who scored
    this number taken, drawn by a mark of its own; None for a number not taken or scored by nobody."""
    gains: dict[str, int] | None
    """A game that keeps score: what picking this number now would score for player "1" and "2"
    (the picker the number, the opponent its factors left); None where it cannot be picked."""
    points: str | None
    """The same in words, for the line shown while a number is pointed at or focused ("28: you
    28, the computer 21"); None where `gains` is None."""
    label: str
    """The cell's accessible name: the number, then what the marks on it mean."""


class OwnerLegendView(TypedDict):
    """One line of the owners' legend: the mark of `player`'s numbers, and its words."""

    player: int
    text: str


class BoardView(TypedDict):
    """The numbers in rows of `columns`, with `lead` empty places before the first."""

    columns: int
    rows: int
    lead: int
    cells: list[CellView]
    relations: bool
    """The factor (÷) and multiple (×) marks are on the board: show their legend."""
    removes: bool
    """Some pick removes more than one number: show how to see what a pick removes."""
    note: str | None
    """Why a tool that is on shows less than it was asked to on the board (counts giving way to two
    other marks on a number), to read beside the board's key; else None."""
    owners: list[OwnerLegendView]
    """A game that keeps score: what each player's mark on the numbers they scored means (empty
    in the other games)."""
    points_help: str | None
    """A game that keeps score, while numbers can be picked: how to see what a pick would score."""


class GameView(TypedDict):
    id: str
    title: str
    summary: str
    """The rules in short; where a first pick wins at once, the sentence that says so and names a
    game of the same kind where none does."""
    settings: str | None
    """The settings that differ from the preset's, in words, or None."""
    rules_url: str
    """The printable rules page, relative to the site's root."""
    history_heading: str
    """What the list of numbers played is called ("Chain so far", ...)."""
    history_is_chain: bool
    """Each number played follows from the one before: the list is drawn as a chain (arrows)."""
    keeps_score: bool
    """Finished games count towards the match score (not in a solo challenge)."""
    score_key: str
    """Games with the same key share one match score (the game, its settings and the opponent)."""


class ControlsView(TypedDict, total=False):
    """The controls that apply to this game (a missing key: hide it), each enabled or not now."""

    hint: bool
    undo: bool
    new: bool
    analysis: bool
    strategy: bool
    replay: bool
    review: bool
    standing: bool
    counts: bool
    web: bool


class SetupView(TypedDict):
    """The game's setup as the New game form shows it; `fields` are the form fields that apply."""

    game: str
    fields: list[SetupField]
    vs: str | None
    first: int
    lo: int | None
    hi: int | None
    start: int | None
    opening: str | None
    strict: bool
    grid: int | None
    without_one: bool
    misere: bool
    lose_turn: bool
    highlights: bool


class ScoresView(TypedDict):
    """The points of player "1" and "2" so far, and the line that says them."""

    points: dict[str, int]
    text: str


class OptionView(TypedDict):
    id: str
    label: str


class RangeLimitsView(TypedDict):
    min: int
    max: int


class OptionsView(TypedDict):
    """What the New game form offers."""

    games: list[OptionView]
    openings: list[OptionView]
    opponents: list[OptionView]
    """A friend on the same device (id "") or a computer level."""
    starters: list[OptionView]
    """Who starts: "1", "2" or "random"."""
    grids: list[OptionView]
    range_limits: RangeLimitsView


class HintView(TypedDict):
    """A graded hint: 1 a nudge, 2 one winning move (or the best try), 3 every winning move."""

    level: int
    more: bool
    """Pressing Hint again shows more."""
    text: str
    winning: list[int]
    """Every winning move (shown on the board from level 3, or with the analysis)."""


class ReviewMoveView(TypedDict):
    ply: int
    player: int
    number: int
    verdict: Verdict
    text: str


class HistoryEntryView(TypedDict):
    """One number played: as a player reads it ("2 (with 4, 6 and 8)" when a pick removed more),
    and the review's verdict on it (None for a start number, or with no review shown)."""

    n: int
    words: str
    verdict: Verdict | None


class ReviewView(TypedDict):
    """Every move against perfect play, and the first mistake with a way to try again from it."""

    text: str
    moves: list[ReviewMoveView]
    first_mistake: int | None
    retry_hash: str | None
    """The game just before the first mistake."""
    retry_label: str | None


class StrategyView(TypedDict):
    """The winner's pairing: after `first_move` (if any), answer every pick with its partner."""

    winner: int
    first_move: int | None
    pairs: list[list[int]]
    text: str


class ReplayView(TypedDict):
    """The position shown is after `step` of `total` moves; `active` while it is not the last."""

    step: int
    total: int
    active: bool
    playable: bool
    """Play from here is offered (a class task may allow no retry)."""
    hash: str
    """The share code of the game cut at the step shown (Play from here)."""


class OfferChoiceView(TypedDict):
    """One way on from an offer: its button's words and the game it opens."""

    label: str
    hash: str


class OfferBaseView(TypedDict):
    """What every offer has: its sentence and its (first) button."""

    text: str
    label: str
    hash: str


class OfferView(OfferBaseView, total=False):
    """A better way to play this game, one tap away (`hash`: the game it opens)."""

    leaves_task: bool
    """The game shown is not the game of the class's task its address names (its link was edited):
    the page keeps it apart from the task, as practice, and the button opens the task's game
    (`hash` is then an address with the task's keys)."""
    other: OfferChoiceView
    """A second choice, when the page must ask which of two games to keep (a link against this
    device's game): each has its button."""


class ShareView(TypedDict):
    """A game with a friend on another device: the link to send them after each move."""

    friend_hash: str
    """The share code the friend's device opens (the same game, their side)."""
    text: str
    waiting: bool
    """This device waits for the friend's move (the link is what it has to show)."""


class RematchView(TypedDict):
    label: str
    enabled: bool


class ChallengeView(TypedDict):
    """The solo challenge: the chain's length, the target and where it comes from."""

    length: int
    target: int | None
    target_source: str | None
    best_key: str
    """The key under which the page keeps the player's best chain for these rules."""
    range_words: str
    """The range as a person reads it, for "Your best on 1–100"."""


class FirstVisitView(TypedDict):
    """The start of a first visit (no address, nothing kept on this device): what the game is, in
    one line, and the ways to begin, each of which starts a game at once (a New game of `game`
    against a level or a friend, or of another game against the level chosen)."""

    heading: str
    line: str
    """What the game is, in one sentence."""
    game: str
    """The game the line speaks of (its id)."""
    computer: str
    """The words of the button that starts it against the computer."""
    level_legend: str
    levels: list[OptionView]
    """The computer's levels (each `id` a New game's `vs`)."""
    level: str
    """The level chosen until the person chooses another."""
    friend: str
    """The name of the ways to play a friend."""
    friends: list[OptionView]
    """Each way to play a friend: its button's words, and as its `id` the New game's `vs` ("": on
    this device, "remote": on another device)."""
    games_heading: str
    games: list[OptionView]
    """The other games, each started against the computer at the level chosen (a game for one, alone)."""


LmsStatus = Literal["passed", "failed", "completed", "incomplete"]


class LmsView(TypedDict):
    """What a learning platform records of this page (a SCORM package's adapter reports it as it is):
    a score out of 100 and the lesson's status."""

    score: int
    status: LmsStatus


class View(TypedDict):
    """Everything the page shows."""

    hash: str
    """The game's share code: the address after '#'."""
    start_hash: str
    """The same game before any move."""
    moves: str
    """The moves as the share code writes them ("" for none)."""
    notice: str | None
    """Something that went wrong with the request, in a person's words."""
    announce: str
    """What a screen reader hears after a move (the status included when the game ended)."""
    game: GameView
    setup: SetupView
    options: OptionsView
    players: dict[str, str]
    """The name of player "1" and "2" ("You", "Computer", "Player 1", ...)."""
    board: BoardView
    chain: list[int]
    """The numbers played, in order (a chain game's start number included)."""
    history: list[HistoryEntryView]
    """The same, as a player reads each entry, with its verdict when the review is shown."""
    to_move: int | None
    over: bool
    winner: int | None
    result: ResultTone | None
    """At the end: "won" or "lost" for the person at this device, "over" between two players
    sharing it; None while the game goes on (and in a solo challenge)."""
    lms: LmsView | None
    """Once a game against the computer or a challenge is over: what a learning platform records."""
    status: str
    scores: ScoresView | None
    """Each player's points, in a game that keeps score; None in the others."""
    computer_to_move: bool
    """The page should ask for the computer's move (op "computer")."""
    prepare: bool
    """The engine has work to do once for this game before its moves come at once (a table to
    load): the page asks for it (op "prepare") when the board is drawn and no move is awaited."""
    controls: ControlsView
    help_note: str | None
    """A class task's game: the help its task allows (when not all) and the help used so far."""
    rematch: RematchView
    hint: HintView | None
    strategy: StrategyView | None
    insight: str | None
    standing: str | None
    """Who can force a win from here (a teacher's toggle)."""
    review: ReviewView | None
    offer: OfferView | None
    share: ShareView | None
    replay: ReplayView
    challenge: ChallengeView | None
    web: WebView | None
    """The numbers' web, when asked for (a chain game not over)."""
    first_visit: FirstVisitView | None
    """The start to show on a first visit (the full page's first request, with no address and no
    game kept on this device); None in every other view. While it is shown the board is locked:
    nothing is played until a choice is made."""
    lang: str
    """The language of every word in the view (a catalog's code: "en", "fr")."""
    languages: list[OptionView]
    """Every language offered, each named in itself ("Français")."""


class PreparedView(TypedDict):
    """The answer to "prepare": whether the game's one-off work is done."""

    prepared: bool


class SavedGameView(TypedDict):
    """An unfinished game this device keeps, as the Continue list names it."""

    id: str
    """The device's key for the game (given by the page, returned as it came)."""
    hash: str
    title: str
    words: str
    """How far it is and whose turn: "3 moves played. Your turn."."""


class SavedGamesView(TypedDict):
    """The answer to `saved`: the games of this device worth going back to, newest first."""

    heading: str
    games: list[SavedGameView]


class StudyRowView(TypedDict):
    """One range of the Study table."""

    hi: int
    first_player_wins: bool
    range_words: str
    """The range as a person reads it: "1–50"."""
    winner: str
    """"First player" or "Second player"."""
    moves_words: str
    """The first player's winning first picks, shortened when there are many; "" when none."""
    words: str
    """The whole row in one sentence (the chart cell's accessible name)."""
    play: str
    """The share code of that game, to open it on the game page ("" above the largest board)."""


class StudyView(TypedDict):
    """The Study page: who wins every range of one rule, up to a largest range."""

    hash: str
    """The Study page's own address (its rule and largest range)."""
    rule: str
    rules: list[OptionView]
    max: int
    max_limit: int
    title: str
    summary: str
    moves_heading: str
    """The heading of the first picks' column ("Winning first numbers", or the best ones)."""
    rows: list[StudyRowView]
    after: int
    """The rows go from the range above lo..after (0: from the first): the page has those before."""
    notice: str | None
    lang: str
    languages: list[OptionView]


WebNodeState = Literal["current", "legal", "open"]


class WebNodeView(TypedDict):
    """A number of the web, where it is drawn (in the web's square of side `size`)."""

    n: int
    x: float
    y: float
    state: WebNodeState
    partner: int | None


class WebEdgeView(TypedDict):
    """A link: a divides b. `pair`: the winner pairs them; `hub`: a is 1 (drawn faint)."""

    a: int
    b: int
    pair: bool
    hub: bool


class WebView(TypedDict):
    """The numbers' web (a teacher's toggle): the divisibility graph of the numbers left."""

    size: int
    nodes: list[WebNodeView]
    edges: list[WebEdgeView]
    caption: str
    note: str | None
    """Why the web is not drawn (too many numbers), else None."""


class PuzzleHintView(TypedDict):
    """A puzzle's hint: the theme's clue, then the move marked on the board."""

    text: str
    more: bool


class PuzzleView(TypedDict):
    """Everything the puzzles page shows (page/puzzles_page.py)."""

    id: str
    hash: str
    """The page's address for this puzzle (id=...): its shareable link."""
    title: str
    """What to find ("Win in 2 moves"): the heading."""
    game: str
    game_id: str
    task: str
    """What the puzzle asks, under the heading (without its words again)."""
    difficulty: int
    difficulty_words: str
    """The difficulty, and how many different wrong moves tempted the medium computer."""
    theme: str | None
    """The theme's name, once the puzzle is solved."""
    board: BoardView
    chain: list[int]
    moves: str
    """The puzzle's moves so far (the pupil's and the defence's), for the next request."""
    state: PuzzleState
    message: str
    hint: PuzzleHintView | None
    hint_more: bool
    streak: int
    clean: bool
    daily: bool
    daily_id: str
    next_id: str
    next_in_task: bool
    """Whether the next puzzle is one of the class's task (the request's `task`) still to solve: else
    it is the game's next puzzle, which solves nothing for the task."""
    task_keep: str
    """What the device keeps for the class's task of the puzzle shown (`id=<puzzle>&moves=<line>`, and
    `&hint=<level>` once a hint was shown with it); "" when the puzzle is none of the task's."""
    task_record: bool
    """Whether `task_keep` is kept among the task's records (the puzzle solved, or a hint shown),
    not only as its latest."""
    help_note: str | None
    """A class's task's puzzle: the hint recorded with it (what the teacher will read), if any."""
    play: str
    """The position's share code on the game page, against the perfect computer ("" while a class's
    task's puzzle is unsolved: the game page's help would show its answer, unrecorded)."""
    games: list[OptionView]
    notice: str | None
    lang: str
    languages: list[OptionView]


class SheetCellView(TypedDict):
    n: int
    mark: SheetMark


class SheetBoardView(TypedDict):
    columns: int
    lead: int
    cells: list[SheetCellView]
    label: str
    """The board in words (for a screen reader): the numbers used and the current one."""


class SheetItemView(TypedDict):
    number: int
    id: str
    task: str
    played: str
    """The numbers played so far, in order, in words."""
    board: SheetBoardView
    answer: str
    answer_lines: list[str]
    """The words before each line left for the pupil's answer: one for an only move, k for a win in k."""
    theme: str


class WorksheetView(TypedDict):
    """Everything the worksheet page shows and prints (page/worksheet_page.py)."""

    hash: str
    game: str
    games: list[OptionView]
    level: str
    levels: list[OptionView]
    count: int
    max_count: int
    sheet: int
    paper: str
    papers: list[OptionView]
    title: str
    subtitle: str
    key_title: str
    legend: str
    """What the marks on the boards mean."""
    name_line: str
    items: list[SheetItemView]
    notice: str | None
    lang: str
    languages: list[OptionView]


NotesStyle = Literal["text", "questions", "steps", "pairs"]
"""How a section of the notes is set: paragraphs, a list of questions, numbered steps, or a
game's pairs of numbers (each line one pair)."""


class NotesSectionView(TypedDict):
    """One section of a game's teacher's notes."""

    id: str
    heading: str
    style: NotesStyle
    lines: list[str]


class NotesLinkView(TypedDict):
    """A link of the notes: a page of the site (`page`) and, for an app page, the address after
    '#' (`hash`, empty for none)."""

    id: str
    label: str
    page: str
    hash: str


class NotesView(TypedDict):
    """A game's teacher's notes, to read and print (page/notes_page.py): the lesson's aim,
    questions to ask, the mathematics of the winning strategy as the engine computes it for the
    game's preset, and a suggested sequence."""

    hash: str
    game: str
    games: list[OptionView]
    title: str
    summary: str
    """The rules in brief."""
    sections: list[NotesSectionView]
    links: list[NotesLinkView]
    notice: str | None
    lang: str
    languages: list[OptionView]


ClassMarkState = Literal["done", "tried", "todo", "invalid", "waiting"]
"""A task's mark: the goal met; played, the goal not met; not begun; the moves do not replay; a
bot whose games this device has yet to play again."""


class ClassFormView(TypedDict):
    """The choices of the form that makes an assignment's task."""

    games: list[OptionView]
    levels: list[OptionView]
    goals: list[OptionView]
    """win1 (win a game against the computer, moving first), win2 (moving second), finish (play it to
    the end), puzzles (solve `target` of the game's puzzles), bot (a bot passes `challenge`)."""
    challenges: list[OptionView]
    """The Bots page's challenges, for the goal that takes one."""
    coded: list[str]
    """The goals that take a challenge (a bot's) instead of a game, its level and settings."""
    counted: list[str]
    """The goals that take a count (`target`) instead of the computer's level."""
    most: int
    """The largest count a counted goal takes (the most puzzles of a task)."""
    puzzles: list[str]
    """The games that have puzzles."""
    chains: list[str]
    """The games whose goal is a chain's length (`target`) instead of a goal and a level."""
    helps: list[OptionView]
    """The help a task may allow: all, hints only, none."""


class ClassMarkView(TypedDict):
    state: ClassMarkState
    words: str
    review: str
    """The game on the game page (its address after '#'), to see and review it; "" when not begun."""
    help: str
    """The help used in the game, in words ("" when none)."""


class ClassTaskChoice(TypedDict):
    """A task as the teacher's form says it (to give a level as an assignment of its own)."""

    game: str
    level: str
    goal: str
    target: int
    challenge: str
    help: str


class ClassTaskView(TypedDict):
    """A task on the pupil's list: what to do, its game's address, how it stands on this device."""

    label: str
    page: str
    """The page the task is played on: index.html (a game), puzzles.html (its next puzzle) or
    bots.html (a bot's challenge)."""
    play: str
    """The task's game or puzzle on that page (its address after '#', `task` key included)."""
    mark: ClassMarkView
    keep: list[str]
    """What this device keeps for the task: its best game (a share code), each puzzle solved
    (`id=<puzzle>&moves=<line>`), or the last bot that passed the challenge (its link's `bot=...`);
    none yet, empty."""
    locked: bool
    """A level not open yet (the one before is not done)."""
    choice: ClassTaskChoice


class ClassRowView(TypedDict):
    name: str
    """The pupil's name as a teacher reads it (hidden characters removed)."""
    note: str
    """What to know of the name: hidden characters removed, another name that looks the same."""
    marks: list[ClassMarkView]
    done: int
    helped: int
    """How many of the tasks were done with help."""
    verified: bool
    """Every game of the result replays."""


class ClassTableView(TypedDict):
    """One assignment's results: a row a pupil, a column a task."""

    id: str
    title: str
    link: str
    """The assignment's address on the Class page (after '#')."""
    tasks: list[str]
    rows: list[ClassRowView]
    count: str
    """How many results, in words."""
    csv: str
    made_here: bool
    """The assignment was made on this device (or taken on purpose); else its table is apart."""
    note: str
    """Apart: that it was not made here, and which assignment of this device it is compared with."""
    differences: list[str]
    """Apart: each way it differs from that assignment."""


class ClassBotRun(TypedDict):
    """A pupil's bot whose challenge the teacher's device is to play again: the games (as planned
    for the op "bots", the bot's id "bot"), the bot's code, and the key its games are kept under."""

    key: str
    name: str
    """The pupil's name."""
    code: str
    games: list[GameState]
    seconds: int
    """How long the bot may think about a move."""


class ClassView(TypedDict):
    """Everything the Class page shows (page/class_page.py): the teacher's form and classes, or
    the pupil's assignment."""

    mode: Literal["teacher", "pupil", "levels"]
    teaching: bool
    """The levels opened from the teacher's page (class.html#levels=teacher): each can be given as an assignment."""
    form: ClassFormView
    made: ClassTableView | None
    """The assignment just made, its table empty."""
    classes: list[ClassTableView]
    """The teacher's: each assignment made (or taken on purpose) on this device, with its results."""
    apart: list[ClassTableView]
    """The teacher's: results of assignments not made on this device, each with its differences."""
    results: list[str]
    """The result codes the teacher's device keeps (one a pupil and assignment, the newest)."""
    runs: dict[str, object]
    """The teacher's device: the games of the pupils' bots it played again (by ClassBotRun key), each
    list of GameResult read again and kept only when it is the bot's planned games."""
    pending: list[ClassBotRun]
    """The teacher's device: the pupils' bots it is to play (each in the bots' sandbox)."""
    assignments: list[str]
    """The assignment codes the teacher's device keeps."""
    title: str
    """The pupil's: the assignment's title."""
    assignment: str
    """The pupil's: the assignment's code and id."""
    id: str
    tasks: list[ClassTaskView]
    started: bool
    """The pupil's: this device holds a name or games for the assignment (another pupil may have
    used it: the page offers to start afresh)."""
    name: str
    result: str
    """The pupil's result, as the Class page's address (r=...); "" until a name is given."""
    summary: str
    message: str
    """What the last action did, in a sentence ("" when nothing)."""
    notice: str | None
    lang: str
    languages: list[OptionView]


class TournamentGameView(TypedDict):
    """One game of a tournament's round."""

    k: int
    label: str
    """"Game 3"."""
    words: str
    """Who plays whom, and who moves first, in a sentence."""
    state: Literal["open", "done", "waiting"]
    """open: to play; done: decided; waiting: its players are not known yet (a knockout)."""
    result: str
    """The result in words ("Ada won in 14 moves."), or what the game waits for."""
    play: str
    """The game page's address to play it on this device ("" unless open)."""
    invite: str
    """This page's address for a pupil's device to play it and hand back its result ("" unless open)."""
    review: str
    """The decided game's share code, to review it on the game page ("" unless done)."""


class TournamentRoundView(TypedDict):
    title: str
    games: list[TournamentGameView]
    resting: str
    """Who sits out this round, or has a bye, in a sentence ("" when nobody)."""


class TournamentStandingView(TypedDict):
    """A player's line of the standings (each cell as shown)."""

    place: str
    name: str
    cells: list[str]
    """One a column of TournamentView's `columns` after the place and the name."""


class TournamentKeptView(TypedDict):
    """A decided game the device keeps: its index and its share code (with its moves)."""

    k: int
    game: str


class TournamentFormView(TypedDict):
    games: list[OptionView]
    """The games for two players."""
    formats: list[OptionView]
    helps: list[OptionView]
    """The help its games may allow, none first (a tournament's usual)."""


class TournamentView(TypedDict):
    """Everything the tournament page shows (page/tournament_page.py): the organiser's form, the
    tournament's rounds and standings, or on a pupil's device one game and its result to hand back."""

    mode: Literal["organiser", "pupil"]
    form: TournamentFormView
    tournament: str
    """The organiser's: the tournament's code to keep ("" when there is none)."""
    games: list[TournamentKeptView]
    """The organiser's: the decided games to keep (sent back as the request's `games`)."""
    id: str
    title: str
    heading: str
    """The format, the number of players and the game, in a sentence."""
    how: str
    """How the pairings and the standings are made, tie-breaks included, in words."""
    names: list[str]
    """What the organiser should know of the names (duplicates, look-alikes, hidden characters)."""
    rounds: list[TournamentRoundView]
    columns: list[str]
    """The standings' column headings."""
    standings: list[TournamentStandingView]
    progress: str
    winner: str
    """Who won the tournament, once every game is decided ("" before)."""
    csv: str
    message: str
    """What the last action did, in a sentence ("" when nothing)."""
    refused: list[str]
    """Each result refused by the last action, and why."""
    game: str
    """The pupil's: the game to play, in a sentence."""
    play: str
    """The pupil's: the game page's address of the game."""
    result: str
    """The pupil's: the result to hand back, as this page's address (tr=...), "" until the game is finished."""
    status: str
    """The pupil's: where the game stands."""
    notice: str | None
    lang: str
    languages: list[OptionView]


ClassGamePhase = Literal["move", "challenge", "computer", "over"]
"""What the room does now in a class game: a team picks, the other team decides on a challenge, the
computer picks, or the game is over."""


class ClassTeamView(TypedDict):
    """One side of a class game: its name, its challenge points, whether it is to move or decide."""

    player: int
    """1 or 2, as the game's record numbers the players."""
    name: str
    points: int
    """Its challenge points."""
    active: bool
    """It is to move, or to decide on a challenge, now."""
    computer: bool


class ClassCallView(TypedDict):
    """A call on a move: challenged or let pass, and the engine's answer (its review of the move)."""

    ply: int
    number: int
    player: int
    """Who made the move (1 or 2)."""
    challenged: bool
    verdict: Verdict
    """The engine's review of the move (`teach.review`): a challenge is right when it is "mistake"."""
    right: bool | None
    """Whether the challenge was right; None when the move was let pass."""
    text: str
    """The engine's answer in words ("Yes: before 24, ... could force a win (with 12); after it, ... can.")."""
    score: str
    """Who scored, in words ("Right challenge: 1 point for Team B.")."""


class ClassTimerView(TypedDict):
    """The thinking timer: its length in seconds (0: none), and what the page says when it runs out."""

    seconds: int
    up: str


class ClassGameFormView(TypedDict):
    """The class game's own setup, as its form shows it: the names typed (empty: the default shown
    as a placeholder), the opponent (None: two teams, else the computer's level), who starts, the timer."""

    a: str
    b: str
    default_a: str
    default_b: str
    level: str | None
    levels: list[OptionView]
    """"" for two teams, then each computer level."""
    first: int
    timer: int
    timers: list[OptionView]


class ClassGameView(TypedDict):
    """A class game on one screen (board.html)."""

    hash: str
    """The class game's address: the record, the teams, the calls, the timer."""
    game_hash: str
    """The game's own address (the record at its start), which the New game form is filled from."""
    notice: str | None
    announce: str
    """What a screen reader hears after a move or a call."""
    title: str
    settings: str | None
    rules_url: str
    phase: ClassGamePhase
    turn: str
    """The large line: whose turn it is and what to pick, or who won; during a challenge moment, the
    team that may challenge and the question ("Team B: was that a mistake?")."""
    prompt: str | None
    """During a challenge moment: the question to the team that may challenge."""
    last: ClassCallView | None
    """The call just made (shown until the next move)."""
    teams: list[ClassTeamView]
    score_text: str
    board: BoardView
    history_heading: str
    history: list[HistoryEntryView]
    history_is_chain: bool
    """Each number played follows from the one before: the list is drawn as a chain (arrows)."""
    typing: bool
    """A number can be picked now (typed or on the board)."""
    timer: ClassTimerView
    over: bool
    calls: list[ClassCallView]
    """Every call made, in order (the end's list of challenges)."""
    review: ReviewView | None
    """At the end: the engine's review of the game, the first mistake named."""
    strategy: StrategyView | None
    """At the end: the winning strategy from the start (the pairing), in a chain game."""
    form: ClassGameFormView
    lang: str
    languages: list[OptionView]
