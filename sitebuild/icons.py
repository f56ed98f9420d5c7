"""The app's icons as PNG, drawn with the standard library."""

from __future__ import annotations

import zlib

ICON_SIZES = (192, 512)


def icon_png(size: int) -> bytes:
    """The app icon as a PNG: the favicon's blue rounded square with a white ÷ and ×, drawn here
    (standard library only), 4x4 supersampled."""
    blue, white = (0x1F, 0x5F, 0xA8), (0xFF, 0xFF, 0xFF)

    def inside(x: float, y: float) -> str | None:
        """What covers the point (x, y) of the unit square: "white", "blue" or None (transparent)."""
        r = 0.22  # the corners' radius
        cx, cy = min(max(x, r), 1 - r), min(max(y, r), 1 - r)
        if (x - cx) ** 2 + (y - cy) ** 2 > r * r:
            return None
        # ÷ on the left: a bar and two dots
        if 0.14 <= x <= 0.46 and abs(y - 0.5) <= 0.035:
            return "white"
        if (x - 0.30) ** 2 + (y - 0.34) ** 2 <= 0.045**2 or (x - 0.30) ** 2 + (y - 0.66) ** 2 <= 0.045**2:
            return "white"
        # × on the right: two bars across each other
        if 0.56 <= x <= 0.86 and 0.35 <= y <= 0.65:
            u, v = x - 0.71, y - 0.5
            if abs(u - v) <= 0.05 or abs(u + v) <= 0.05:
                return "white"
        return "blue"

    rows = []
    for j in range(size):
        row = bytearray([0])  # filter: none
        for i in range(size):
            hits = [inside((i + (a + 0.5) / 4) / size, (j + (b + 0.5) / 4) / size) for a in range(4) for b in range(4)]
            covered = [h for h in hits if h]
            if not covered:
                row += bytes(4)
                continue
            share = sum(1 for h in covered if h == "white") / len(covered)
            rgb = [round(blue[k] + (white[k] - blue[k]) * share) for k in range(3)]
            row += bytes(rgb + [round(255 * len(covered) / len(hits))])
        rows.append(bytes(row))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return len(data).to_bytes(4, "big") + kind + data + zlib.crc32(kind + data).to_bytes(4, "big")

    header = size.to_bytes(4, "big") * 2 + bytes([8, 6, 0, 0, 0])
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(b"".join(rows), 9))
        + chunk(b"IEND", b"")
    )
