"""Screenshots read as pixels: Chromium's PNGs decoded (the standard library has no image reader)
and two drawings compared."""

from __future__ import annotations

import struct
import zlib
from typing import Literal


def png_pixels(png: bytes) -> tuple[int, list[bytes]]:
    """A screenshot's bytes per pixel and its rows of pixels (Chromium writes 8-bit RGB or RGBA
    PNGs, not interlaced)."""
    width, height, depth, kind = struct.unpack(">IIBB", png[16:26])
    assert depth == 8 and kind in (2, 6)
    size = 3 if kind == 2 else 4
    data, at = b"", 8
    while at < len(png):
        (length,) = struct.unpack(">I", png[at : at + 4])
        if png[at + 4 : at + 8] == b"IDAT":
            data += png[at + 8 : at + 8 + length]
        at += 12 + length
    raw, stride, rows = zlib.decompress(data), width * size, []
    previous = bytearray(stride)
    for y in range(height):
        kind_of_filter, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1 : (y + 1) * (stride + 1)])
        for i in range(stride):
            left = line[i - size] if i >= size else 0
            up, corner = previous[i], previous[i - size] if i >= size else 0
            if kind_of_filter == 1:
                line[i] = (line[i] + left) & 255
            elif kind_of_filter == 2:
                line[i] = (line[i] + up) & 255
            elif kind_of_filter == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind_of_filter == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append(bytes(line))
        previous = line
    return size, rows


def changes(before: list[bytes], after: list[bytes]) -> float:
    """How much a drawing changed: the mean difference of its pixels' channels (0 to 255)."""
    diffs = [abs(x - y) for old, new in zip(before, after, strict=True) for x, y in zip(old, new, strict=True)]
    return sum(diffs) / len(diffs)


def bottom_fade(page, area, fade: int = 32) -> tuple[float, float]:
    """What a scroll area's cue of more below (its data-more: css/style.css's fade) changes in its
    drawing: (its bottom `fade` px, all above them), each the mean change of its pixels against the
    area drawn without the cue, which is then put back (the page scrolled to show the area whole first)."""
    return edge_fade(page, area, "more", "bottom", fade)


def right_fade(page, area, fade: int = 32) -> tuple[float, float]:
    """What a table's cue of more past its right edge (its data-more-right) changes in its drawing:
    (its right `fade` px, all left of them), measured as bottom_fade measures."""
    return edge_fade(page, area, "moreRight", "right", fade)


def edge_fade(page, area, cue_key: str, side: Literal["bottom", "right"], fade: int) -> tuple[float, float]:
    """What the area's cue in dataset[cue_key] changes at its `side` ("bottom" or "right") edge and in
    the rest of it (bottom_fade, right_fade)."""
    area.scroll_into_view_if_needed()
    box = area.bounding_box()
    if side == "bottom":
        edge = {"x": box["x"], "y": box["y"] + box["height"] - fade, "width": box["width"], "height": fade}
        rest = {**edge, "y": box["y"], "height": box["height"] - fade}
    else:
        edge = {"x": box["x"] + box["width"] - fade, "y": box["y"], "width": fade, "height": box["height"]}
        rest = {**edge, "x": box["x"], "width": box["width"] - fade}
    cued = [png_pixels(page.screenshot(clip=clip))[1] for clip in (edge, rest)]
    cue = area.evaluate("(el, key) => { const cue = el.dataset[key]; delete el.dataset[key]; return cue; }", cue_key)
    plain = [png_pixels(page.screenshot(clip=clip))[1] for clip in (edge, rest)]
    area.evaluate("(el, [key, cue]) => { if (cue !== undefined) el.dataset[key] = cue; }", [cue_key, cue])
    return changes(cued[0], plain[0]), changes(cued[1], plain[1])
