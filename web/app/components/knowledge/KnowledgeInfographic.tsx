/**
 * The infographic of a knowledge page, drawn from the file's own structure: the topic in a
 * header band and one panel per section with its key points. Pure SVG (no image to fetch),
 * described for screen readers by its title and a text summary.
 */
import { useId } from 'react';
import type { InfographicSection } from '../../content/knowledge-types';

const WIDTH = 960;
const COLUMNS = 2;
const PANEL_W = 450;
const LINE = 20;
const CHARS = 48;

function wrap(text: string, width = CHARS, maxLines = 3): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > width && line) {
      lines.push(line);
      line = word;
    } else line = (line + ' ' + word).trim();
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = lines[maxLines - 1]!.replace(/\s*\S*$/, '') + '…';
  }
  return lines;
}

export function KnowledgeInfographic({ title, sections }: { title: string; sections: InfographicSection[] }) {
  const id = useId();
  const panels = sections.map((section) => ({
    heading: wrap(section.heading, 40, 2),
    points: section.points.map((point) => wrap(point)),
  }));
  const heights = panels.map((p) => 24 + p.heading.length * 24 + p.points.reduce((n, lines) => n + lines.length * LINE + 8, 0) + 16);
  const rows: number[] = [];
  for (let i = 0; i < heights.length; i += COLUMNS) rows.push(Math.max(...heights.slice(i, i + COLUMNS)));
  const top = 96;
  const rowY = rows.map((_, i) => top + rows.slice(0, i).reduce((a, b) => a + b + 20, 0));
  const height = top + rows.reduce((a, b) => a + b + 20, 0) + 4;
  const summary = sections.map((s) => `${s.heading}: ${s.points.join('; ')}`).join('. ');

  return (
    <figure className="infographic">
      <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby={`${id}-t ${id}-d`} width={WIDTH} height={height}>
        <title id={`${id}-t`}>{`Infographic: ${title}`}</title>
        <desc id={`${id}-d`}>{summary}</desc>
        <rect width={WIDTH} height="76" rx="12" fill="#0b4f8a" />
        <text x={WIDTH / 2} y="48" textAnchor="middle" fontSize="28" fontWeight="700" fill="#fff">
          {title}
        </text>
        {panels.map((panel, index) => {
          const x = (index % COLUMNS) * (PANEL_W + 60);
          const y = rowY[Math.floor(index / COLUMNS)]!;
          let cursor = y + 24 + panel.heading.length * 24 + 6;
          return (
            <g key={index}>
              <rect x={x} y={y} width={PANEL_W} height={rows[Math.floor(index / COLUMNS)]} rx="10" fill="#f2f6fa" stroke="#0b4f8a" strokeWidth="2" />
              <circle cx={x + 24} cy={y + 30} r="13" fill="#b43c0a" />
              <text x={x + 24} y={y + 35} textAnchor="middle" fontSize="14" fontWeight="700" fill="#fff">
                {index + 1}
              </text>
              {panel.heading.map((line, i) => (
                <text key={i} x={x + 46} y={y + 36 + i * 24} fontSize="19" fontWeight="700" fill="#12263a">
                  {line}
                </text>
              ))}
              {panel.points.map((lines, p) => {
                const start = cursor;
                cursor += lines.length * LINE + 8;
                return (
                  <g key={p}>
                    <circle cx={x + 24} cy={start + 10} r="3.5" fill="#0b4f8a" />
                    {lines.map((line, l) => (
                      <text key={l} x={x + 36} y={start + 15 + l * LINE} fontSize="15" fill="#23384d">
                        {line}
                      </text>
                    ))}
                  </g>
                );
              })}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
