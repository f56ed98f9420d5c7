/* Plain text or simple markdown (paragraphs, "- " lists, "#" headings, **bold**) as DOM nodes,
   built with textContent only. */

export function renderRichText(container, text) {
  container.replaceChildren();
  const blocks = String(text || "").replace(/\r\n?/g, "\n").split(/\n\s*\n/);
  for (const block of blocks) {
    const lines = block.split("\n").filter((l) => l.trim() !== "");
    if (!lines.length) continue;
    if (lines.every((l) => /^\s*([-*]|\d+[.)])\s+/.test(l))) {
      const ordered = /^\s*\d/.test(lines[0]);
      const list = document.createElement(ordered ? "ol" : "ul");
      for (const line of lines) {
        const li = document.createElement("li");
        appendInline(li, line.replace(/^\s*([-*]|\d+[.)])\s+/, ""));
        list.append(li);
      }
      container.append(list);
    } else if (/^#{1,6}\s/.test(lines[0]) && lines.length === 1) {
      const h = document.createElement("h4");
      appendInline(h, lines[0].replace(/^#{1,6}\s+/, ""));
      container.append(h);
    } else {
      const p = document.createElement("p");
      appendInline(p, lines.join(" "));
      container.append(p);
    }
  }
}

function appendInline(parent, text) {
  String(text).split(/(\*\*[^*]+\*\*)/).forEach((part) => {
    if (/^\*\*[^*]+\*\*$/.test(part)) {
      const strong = document.createElement("strong");
      strong.textContent = part.slice(2, -2);
      parent.append(strong);
    } else if (part) {
      parent.append(document.createTextNode(part));
    }
  });
}
