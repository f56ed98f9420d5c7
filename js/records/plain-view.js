/* The Records page's first words: each result as a question (records.html) and its answer in plain
   words, for a pupil of twelve, before the research details; the numbers come from records.json. */

import { part as $ } from "../shared/dom.js";
import { LANG, t } from "../shared/i18n.js";
import { number } from "./format.js";

/** @typedef {import("./types.js").Records} Records */

/** Boards or ranges, written "2..3, 2..7 or 2..11". @param {string} from @param {number[]} tops */
function boards(from, tops) {
  return new Intl.ListFormat(LANG, { type: "disjunction" }).format(tops.map((n) => `${from}..${number(n)}`));
}

/** @param {Records} records */
export function showPlain(records) {
  const removal = records.removal.boards;
  if (removal.length) {
    const last = removal[removal.length - 1][0];
    const losing = removal.filter(([, picks]) => !picks.length).map(([n]) => n);
    $("plain-removal").textContent = t(
      "The first player, on every board we tried but {count}: the second player wins only on {list}. We tried every board from 2..2 to 2..{n}.",
      { count: number(losing.length), list: boards("2", losing), n: number(last) },
    );
  }
  const rows = records.chain_games.rows;
  const even = records.chain_games.openings.indexOf("even") + 1;
  const classic = rows.find((r) => r[0] === 100);
  if (classic && even > 0) {
    const [wins, smallest] = /** @type {[number, number]} */ (classic[even]);
    const losing = rows.filter((r) => /** @type {[number, number]} */ (r[even])[0] === 0).length;
    $("plain-games").textContent =
      wins > 0
        ? t(
            "On 1..100, the classic game, yes: {wins} first numbers win, the smallest is {smallest}, and the second player can never escape. Over every range up to 1..{n}, the first player can force a win on all but {losing}.",
            {
              wins: number(wins),
              smallest: number(smallest),
              n: number(rows[rows.length - 1][0]),
              losing: number(losing),
            },
          )
        : t("On 1..100, the classic game, no: whatever the first number, the second player can win.");
  }
  const factor = records.factor_game ? records.factor_game.boards : [];
  $("plain-factor-item").hidden = !factor.length;
  if (factor.length) {
    const last = factor[factor.length - 1][0];
    const ahead = factor.filter(([, margin]) => margin > 0).length;
    $("plain-factor").textContent =
      ahead === factor.length
        ? t("The first player, on every board from 1..2 to 1..{n}, if they pick well.", { n: number(last) })
        : t("The first player on {ahead} of the {count} boards from 1..2 to 1..{n}.", {
            ahead: number(ahead),
            count: number(factor.length),
            n: number(last),
          });
  }
  const chains = records.chains;
  if (chains.length) {
    const [n, length] = chains[chains.length - 1];
    $("plain-chains").textContent = t(
      "On 1..{n}, the longest chain where each number divides the next or is divided by it has {length} numbers, and no chain is longer: that is proven.",
      { n: number(n), length: number(length) },
    );
  }
  $("plain-sure").textContent = t(
    "Multiples Removal: checked by a second program up to 2..{n}; the search alone beyond. Every other answer was found again by a second program, or comes with a proof a short program checks.",
    { n: number(records.about.certified) },
  );
}
