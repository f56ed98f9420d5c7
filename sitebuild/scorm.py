"""`python3 build.py --scorm ADDRESS`: a SCORM 1.2 package (a zip a learning platform imports:
Moodle, Canvas, Blackboard) of one activity of the site, self-contained and offline.

ADDRESS is an embed address: a game against the computer (`embed.html#game=nrich&vs=perfect`), a
challenge (`embed.html#game=longest-chain&range=1-30`) or a puzzle set
(`puzzles.html#game=juniper-green&count=5`: that game's first puzzles, in order); `&lang=es` (a
language with a catalog) makes the package speak it. The package
holds the built site, `imsmanifest.xml` and a launch page, scorm.html, that shows the activity in a
frame; its adapter (js/scorm/adapter.js) reports completion and a score to the platform's runtime API when
there is one (a game won, puzzles solved out of N, a chain's length against the best possible).
"""

from __future__ import annotations

import html
import re
import string
import unicodedata
import zipfile
from dataclasses import dataclass, replace
from pathlib import Path
from urllib.parse import parse_qsl, urlencode
from xml.sax.saxutils import quoteattr

from .headers import APP_CSP, HOST_FILES
from .paths import DIST, engine_importable

LAUNCH = "scorm.html"
LAUNCH_TEMPLATE = Path(__file__).with_name("scorm_launch.html")
MAX_SET = 20
"""The most puzzles a set holds."""


class ScormError(ValueError):
    """An address that cannot be packaged, with the reason in a sentence."""


@dataclass(frozen=True)
class Activity:
    """What a package holds: the page and address its frame opens, what kind of result it reports
    ("game", "challenge" or "puzzles"), its title, and a puzzle set's ids."""

    kind: str
    src: str
    title: str
    puzzles: tuple[str, ...] = ()
    lang: str = "en"
    """The language the activity speaks (the address's `lang=`, which its frame keeps)."""

    @property
    def slug(self) -> str:
        ascii_title = unicodedata.normalize("NFKD", self.title).encode("ascii", "ignore").decode()
        return re.sub(r"[^a-z0-9]+", "-", ascii_title.lower()).strip("-")


def activity(address: str) -> Activity:
    """The activity an embed address names (in the language its `lang=` names, else English);
    ScormError when it names none."""
    engine_importable()
    from factorgames.i18n import SOURCE, choose, speaking

    page, _, code = address.partition("#")
    asked = dict(parse_qsl(code)).get("lang", SOURCE)
    lang = choose(asked)
    if lang != asked:
        raise ScormError(f"there is no catalog for the language {asked!r}")
    with speaking(lang):
        found = _activity(page, code)
    if lang == SOURCE:
        return found
    return replace(found, src=f"{found.src}&lang={lang}", lang=lang)


def _activity(page: str, code: str) -> Activity:
    from factorgames.games.presets import GAMES
    from factorgames.i18n import _
    from factorgames.link_values import RecordError
    from factorgames.page.first_visit import LEVEL_NAMES
    from factorgames.puzzles.table import PUZZLES
    from factorgames.transcript import decode, encode

    page = page.rsplit("/", 1)[-1] or "embed.html"
    if page == "puzzles.html":
        keys = dict(parse_qsl(code))
        game = keys.get("game", "")
        ids = tuple(p.id for p in PUZZLES if p.game == game)
        if not ids:
            raise ScormError(f"there are no puzzles for the game {game!r}")
        count = keys.get("count", "5")
        if not count.isdigit() or not 1 <= int(count) <= MAX_SET:
            raise ScormError(f"a puzzle set holds 1 to {MAX_SET} puzzles (count=N)")
        chosen = ids[: int(count)]
        return Activity(
            "puzzles",
            f"puzzles.html#{urlencode({'game': game})}",
            f"{_('Puzzles')}: {_(GAMES[game].title)} ({len(chosen)})",
            chosen,
        )
    if page not in ("embed.html", "index.html"):
        raise ScormError("the address must be an embed (embed.html#...) or a puzzle set (puzzles.html#game=...)")
    try:
        record = decode(code)
    except RecordError as error:
        raise ScormError(str(error)) from None
    preset = GAMES[record.setup.game]
    if preset.solo:
        return Activity("challenge", f"embed.html#{encode(record)}", _(preset.title))
    if record.setup.level is None:
        raise ScormError(
            "a game for a learning platform is played against the computer: add vs=easy, medium or perfect"
        )
    level = _(LEVEL_NAMES[record.setup.level]).lower() if record.setup.level in LEVEL_NAMES else record.setup.level
    return Activity("game", f"embed.html#{encode(record)}", f"{_(preset.title)} ({level})")


def manifest(act: Activity, files: list[str]) -> str:
    """imsmanifest.xml: one organization with one item, launched by the one SCO, scorm.html."""
    title = html.escape(act.title)
    file_lines = "\n".join(f"      <file href={quoteattr(name)}/>" for name in files)
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="factor-games-{act.slug}" version="1.0"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.imsglobal.org/xsd/imsmd_rootv1p2p1 imsmd_rootv1p2p1.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
  </metadata>
  <organizations default="factor-games">
    <organization identifier="factor-games">
      <title>{title}</title>
      <item identifier="activity" identifierref="launch" isvisible="true">
        <title>{title}</title>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="launch" type="webcontent" adlcp:scormtype="sco" href="{LAUNCH}">
{file_lines}
    </resource>
  </resources>
</manifest>
"""


def launch_page(act: Activity) -> str:
    """scorm.html: the activity in a frame, and the adapter."""
    return string.Template(LAUNCH_TEMPLATE.read_text(encoding="utf-8")).substitute(
        csp=APP_CSP,
        lang=act.lang,
        title=html.escape(act.title),
        src=html.escape(act.src),
        puzzles=",".join(act.puzzles),
    )


def write_package(act: Activity, out: Path, dist: Path = DIST) -> None:
    """The SCORM zip of an activity at `out`, from the built site `dist`."""
    site = sorted(p.relative_to(dist).as_posix() for p in dist.rglob("*") if p.is_file() and p.name not in HOST_FILES)
    files = [LAUNCH, *site]
    out.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as package:
        package.writestr("imsmanifest.xml", manifest(act, files))
        package.writestr(LAUNCH, launch_page(act))
        for name in site:
            package.write(dist / name, name)
