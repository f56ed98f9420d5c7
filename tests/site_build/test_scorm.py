"""The SCORM 1.2 package of `build.py --scorm` (sitebuild/scorm.py): its manifest valid against the
SCORM 1.2 schema (tests/site_build/scorm12_schema), the activity each kind of address names, and the launch page."""

from __future__ import annotations

import html
from pathlib import Path

import pytest
from lxml import etree

from factorgames.games.presets import GAMES
from factorgames.i18n import _, languages, speaking
from factorgames.puzzles.table import PUZZLES
from sitebuild.scorm import Activity, ScormError, activity, launch_page, manifest

SCHEMA_DIR = Path(__file__).with_name("scorm12_schema")


XML_NAMESPACE_DEFAULT = 'xmlns="http://www.w3.org/XML/1998/namespace"'
"""ims_xml.xsd declares the reserved xml namespace as its default, which XML Namespaces forbids and
libxml2 refuses; the schema is read without that one declaration (its targetNamespace says the same)."""


@pytest.fixture(scope="module")
def schema(tmp_path_factory) -> etree.XMLSchema:
    """The SCORM 1.2 schema: content packaging with ADL's extensions. (The IMS meta-data schema,
    imsmd_rootv1p2p1.xsd, has content models libxml2 calls non-deterministic; a manifest without
    meta-data records, as ours are, does not need it.)"""
    folder = tmp_path_factory.mktemp("scorm12_schema")
    for xsd in SCHEMA_DIR.glob("*.xsd"):
        text = xsd.read_text(encoding="utf-8")
        (folder / xsd.name).write_text(
            text.replace(XML_NAMESPACE_DEFAULT, "") if xsd.name == "ims_xml.xsd" else text, encoding="utf-8"
        )
    assert XML_NAMESPACE_DEFAULT in (SCHEMA_DIR / "ims_xml.xsd").read_text(encoding="utf-8")
    driver = f"""<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema">
      <xsd:import namespace="http://www.imsproject.org/xsd/imscp_rootv1p1p2" schemaLocation="{folder / "imscp_rootv1p1p2.xsd"}"/>
      <xsd:import namespace="http://www.adlnet.org/xsd/adlcp_rootv1p2" schemaLocation="{folder / "adlcp_rootv1p2.xsd"}"/>
    </xsd:schema>"""
    return etree.XMLSchema(etree.fromstring(driver.encode()))


ADDRESSES = {
    "game": "embed.html#game=juniper-green&vs=perfect&moves=48",
    "challenge": "embed.html#game=longest-chain&range=1-30",
    "puzzles": "puzzles.html#game=nrich&count=4",
}


@pytest.mark.parametrize("kind", ADDRESSES)
def test_the_manifest_is_valid_scorm_1_2(schema, kind):
    act = activity(ADDRESSES[kind])
    assert act.kind == kind
    text = manifest(act, ["scorm.html", "embed.html", "js/scorm/adapter.js", "pyodide/314.0.7/pyodide.asm.wasm"])
    document = etree.fromstring(text.encode())
    schema.assertValid(document)
    ns = {"cp": "http://www.imsproject.org/xsd/imscp_rootv1p1p2", "adlcp": "http://www.adlnet.org/xsd/adlcp_rootv1p2"}
    resource = document.find("cp:resources/cp:resource", ns)
    assert resource.get("href") == "scorm.html" and resource.get(f"{{{ns['adlcp']}}}scormtype") == "sco"
    assert document.findtext("cp:metadata/cp:schemaversion", namespaces=ns) == "1.2"


def test_a_manifest_breaking_the_schema_is_refused(schema):
    """The check can fail: a resource without its SCORM type is not SCORM 1.2."""
    broken = manifest(activity(ADDRESSES["game"]), ["scorm.html"]).replace(
        ' adlcp:scormtype="sco"', ' adlcp:scormtype="lesson"'
    )
    assert not schema.validate(etree.fromstring(broken.encode()))


def test_each_address_names_its_activity():
    game = activity(ADDRESSES["game"])
    assert game.src == "embed.html#game=juniper-green&range=1-100&vs=perfect&moves=48"
    assert game.title == "Juniper Green (perfect)" and game.slug == "juniper-green-perfect"
    puzzles = activity(ADDRESSES["puzzles"])
    assert puzzles.puzzles == tuple(p.id for p in PUZZLES if p.game == "nrich")[:4]
    assert puzzles.src == "puzzles.html#game=nrich"
    page = launch_page(puzzles)
    assert 'src="puzzles.html#game=nrich"' in page and f'data-puzzles="{",".join(puzzles.puzzles)}"' in page
    assert "data-kind" not in page and '<script src="js/scorm/adapter.js"></script>' in page


@pytest.mark.parametrize(
    "address",
    [
        "embed.html#game=nrich",
        "puzzles.html#game=chess",
        "puzzles.html#game=nrich&count=0",
        "study.html#rule=even",
        "embed.html#game=nope&vs=easy",
    ],
)
def test_an_address_that_cannot_be_packaged_says_why(address):
    with pytest.raises(ScormError):
        activity(address)


def test_the_title_is_escaped_in_the_manifest_and_the_launch_page():
    act = Activity("game", "embed.html#game=nrich&vs=easy", "A & B <c>")
    assert "<title>A &amp; B &lt;c&gt;</title>" in manifest(act, [])
    assert "A &amp; B &lt;c&gt;" in launch_page(act)


def test_the_command_refuses_an_address_it_cannot_package(capsys):
    from sitebuild.commands import main

    assert main(["--scorm", "embed.html#game=nrich"]) == 2
    assert "played against the computer" in capsys.readouterr().out


def test_the_view_says_what_a_learning_platform_records():
    """Python decides the score and status a package reports (js/scorm/adapter.js passes them on)."""
    import json

    from factorgames.page.api import handle

    def load(hash_: str) -> dict:
        return json.loads(handle(json.dumps({"op": "load", "hash": hash_})))

    assert load("game=nrich&vs=easy")["lms"] is None  # not over yet
    # 3, 1, 2, 4: the player after 4 has no move, so whoever picked 4 (the second player) wins.
    won = load("game=factor-chain-challenge&range=1-4&vs=easy&first=2&moves=3,1,2,4")
    assert won["over"] and won["result"] == "won" and won["lms"] == {"score": 100, "status": "passed"}
    lost = load("game=factor-chain-challenge&range=1-4&vs=easy&moves=3,1,2,4")
    assert lost["result"] == "lost" and lost["lms"] == {"score": 0, "status": "failed"}
    assert load("game=factor-chain-challenge&range=1-4&moves=3,1,2,4")["lms"] is None  # two people: nothing to record


@pytest.mark.parametrize("lang", sorted(code for code in languages() if code != "en"))
def test_a_package_in_each_language_is_named_and_played_in_it(lang):
    """The address's lang= makes the package's title, its launch page and its frame speak it."""
    with speaking(lang):
        title, level, puzzles = _(GAMES["nrich"].title), _("Easy").lower(), _("Puzzles")
    game = activity(f"embed.html#game=nrich&vs=easy&lang={lang}")
    assert game.lang == lang and game.src.endswith(f"&lang={lang}") and game.title == f"{title} ({level})"
    assert f'<html lang="{lang}">' in launch_page(game) and html.escape(game.title) in manifest(game, [])
    sheet = activity(f"puzzles.html#game=nrich&count=3&lang={lang}")
    assert sheet.src == f"puzzles.html#game=nrich&lang={lang}" and sheet.title.startswith(f"{puzzles}: ")
    assert game.slug.isascii() and game.slug


def test_a_language_without_a_catalog_is_refused():
    with pytest.raises(ScormError, match="no catalog"):
        activity("embed.html#game=nrich&vs=easy&lang=xx")
