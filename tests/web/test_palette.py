"""The colours that carry meaning (issue 54, WCAG 2.2 AA): the seats' colours told apart by
people with the common colour-vision deficiencies (protanopia, deuteranopia, tritanopia,
simulated by Machado, Oliveira and Fernandes' matrices), the seats' inks for words at 4.5:1 on
white and on the "to act" yellow, and a target's gold outline at 3:1 on white. Read from the
client's own modules, so a change of palette is checked here."""

from __future__ import annotations

import itertools
import math
import re
from pathlib import Path

import salon

WEB = Path(salon.__file__).parent / "web"

#: (Machado et al. 2009, severity 1.0) linear-RGB simulation of each deficiency
DEFICIENCIES: dict[str, list[list[float]]] = {
    "normal vision": [[1, 0, 0], [0, 1, 0], [0, 0, 1]],
    "protanopia": [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
    "deuteranopia": [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]],
    "tritanopia": [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]],
}
#: the least CIE76 distance between two seats' colours as any viewer sees them (a just
#: noticeable difference is about 2.3; 12 is told apart at a glance)
APART = 12.0


def _palette(name: str) -> list[str]:
    text = (WEB / "ui.js").read_text(encoding="utf-8")
    m = re.search(rf"export const {name} = \[([^\]]*)\]", text)
    assert m, name
    return re.findall(r'"(#[0-9a-fA-F]{6})"', m.group(1))


def _linear(h: str) -> list[float]:
    out = []
    for i in (1, 3, 5):
        v = int(h[i:i + 2], 16) / 255
        out.append(v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4)
    return out


def _lab(rgb: list[float]) -> tuple[float, float, float]:
    r, g, b = rgb
    x, y, z = 0.4124 * r + 0.3576 * g + 0.1805 * b, 0.2126 * r + 0.7152 * g + 0.0722 * b, 0.0193 * r + 0.1192 * g + 0.9505 * b

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116
    fx, fy, fz = f(x / 0.95047), f(y), f(z / 1.08883)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def _seen(h: str, m: list[list[float]]) -> tuple[float, float, float]:
    c = _linear(h)
    return _lab([max(0.0, min(1.0, sum(m[i][j] * c[j] for j in range(3)))) for i in range(3)])


def contrast(a: str, b: str) -> float:
    def lum(h: str) -> float:
        r, g, b_ = _linear(h)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b_
    hi, lo = sorted([lum(a), lum(b)], reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_the_seats_colours_are_told_apart_with_each_colour_vision() -> None:
    colours = _palette("SEAT_COLOURS")
    assert len(colours) == 6
    for who, m in DEFICIENCIES.items():
        for a, b in itertools.combinations(colours, 2):
            d = math.dist(_seen(a, m), _seen(b, m))
            assert d >= APART, f"{a} and {b} are {d:.1f} apart with {who} (< {APART})"


def test_the_seats_inks_read_on_white_and_on_the_to_act_yellow() -> None:
    for ink in _palette("SEAT_INKS"):
        for ground in ("#ffffff", "#fff3d6"):
            assert contrast(ink, ground) >= 4.5, f"{ink} on {ground}: {contrast(ink, ground):.2f}:1"


def test_a_targets_gold_outline_stands_out() -> None:
    css = (WEB / "style.css").read_text(encoding="utf-8")
    golds = set(re.findall(r"stroke: (#b07800)", css))
    assert golds == {"#b07800"}
    assert contrast("#b07800", "#ffffff") >= 3.0
    # the keyboard's focus ring, too
    ring = re.search(r":focus-visible \{ outline: 3px solid (#[0-9a-f]{6})", css)
    assert ring and contrast(ring.group(1), "#ffffff") >= 3.0
