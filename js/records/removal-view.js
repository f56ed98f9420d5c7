/* The Records page's Multiples Removal section: who wins each board 2..N, its chart and its table. */

import { part as $ } from "../shared/dom.js";
import { t } from "../shared/i18n.js";
import { linear, rowsFrame, ticks, xAxis, yAxis } from "./axes.js";
import { mount } from "./chart.js";
import { either, number, picks, row, table, winner } from "./format.js";
import { cross, dot, svg, tip } from "./svg-marks.js";

/** @typedef {import("./types.js").RemovalRecords} RemovalRecords */
/** @typedef {import("./types.js").RecordsAbout} RecordsAbout */

/**
 * @param {RemovalRecords} removal
 * @param {RecordsAbout} about
 */
export function showRemoval(removal, about) {
  const boards = removal.boards.map(([n, winning]) => ({ n, picks: winning, wins: winning.length > 0 }));
  if (!boards.length) return;
  const first = boards[0].n;
  const last = boards[boards.length - 1].n;
  const firstWins = boards.filter((b) => b.wins).length;
  $("removal-summary").textContent = t(
    "Solved for every board from 2..2 to 2..{n}: the first player wins {wins} of the {count} boards.",
    { n: last, wins: firstWins, count: boards.length },
  );
  $("removal-new").textContent = t(
    "No table of who wins Multiples Removal without 1 had been published; here is every board from 2..2 to 2..{n}.",
    { n: last },
  );
  $("removal-checked").textContent = t(
    "A second program, written separately, replays the search's notes (who wins each position, and one winning move) and agrees; the notes you can download prove the boards up to 2..{n}.",
    { n: about.certified },
  );
  const losing = boards.filter((b) => !b.wins).map((b) => b.n);
  const rows = [t("First player wins"), t("Second player wins")];
  mount("removal", {
    label: t(
      "A chart of who wins each board from 2..2 to 2..{n}: the second player wins when N is {list}, the first player on every other board.",
      { n: last, list: either(losing) },
    ),
    entries: [
      { mark: "first", shape: "dot", label: rows[0] },
      { mark: "second", shape: "cross", label: rows[1] },
    ],
    draw(width, fs) {
      const f = rowsFrame(width, fs, rows, Math.max(fs * 1.5, 18), number(last));
      const x = linear(first - 0.5, last + 0.5, f.left, f.right);
      const r = Math.min(fs * 0.4, Math.max(2, ((f.right - f.left) / boards.length) * 0.4));
      xAxis(f, {
        scale: x,
        values: ticks(first, last, (f.right - f.left) / (fs * 3.2), true),
        label: t("N: the board is 2..N"),
      });
      yAxis(f, { rows: f.rows, label: t("Who wins") });
      const marks = svg("g", { class: "records-marks" }, f.chart);
      for (const b of boards) {
        const mark = b.wins
          ? dot(marks, x(b.n), f.rows[0].y, r, "first")
          : cross(marks, x(b.n), f.rows[1].y, r, "second");
        tip(
          mark,
          b.wins
            ? t("2..{n}: the first player wins; winning first picks: {picks}", { n: b.n, picks: picks(b.picks) })
            : t("2..{n}: the second player wins", { n: b.n }),
        );
      }
      return f.chart;
    },
  });
  table("removal-table").tBodies[0].replaceChildren(
    ...boards.map((b) => row([`2..${b.n}`, winner(b.wins), b.wins ? b.picks.join(", ") : t("none")], b.wins)),
  );
}
