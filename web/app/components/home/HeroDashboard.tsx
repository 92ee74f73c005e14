/**
 * The home hero's product illustration: a pumping-station dashboard (pumps and their state,
 * efficiency against the best efficiency point, energy saved, alarms) in the colours of the
 * knowledge infographics. web/scripts/make-hero.tsx renders it once to
 * web/public/images/hero-dashboard.svg, which the page shows as an image (HeroImage.tsx): the
 * drawing costs no page JavaScript, and the image's width and height fix its shape before it
 * loads, so nothing shifts. The readings are illustrative (the description says so).
 */
import type { ReactNode } from 'react';
import { brand } from '@site/contracts/brand';
import { dashboard, HERO_HEIGHT, HERO_WIDTH, heroDescription, type PumpState } from './hero-dashboard-data';

const W = HERO_WIDTH;
const H = HERO_HEIGHT;
const colour = {
  brand: '#0b4f8a',
  dark: '#083a66',
  ink: '#12263a',
  muted: '#44566a',
  surface: '#f2f6fa',
  line: '#d5dee8',
  pipe: '#9fb6c6',
  ok: '#17663a',
  alarm: '#b43c0a',
  idle: '#6b7c8f',
} as const;
const stateColour: Record<PumpState, string> = { running: colour.ok, standby: colour.idle, alarm: colour.alarm };

/** A half-circle gauge from 0 to 100 %, its value arc from the left end. */
function gaugePath(cx: number, cy: number, r: number, share: number): string {
  const angle = Math.PI * (1 - share);
  const x = cx + r * Math.cos(angle);
  const y = cy - r * Math.sin(angle);
  return `M${cx - r} ${cy} A${r} ${r} 0 0 1 ${x.toFixed(1)} ${y.toFixed(1)}`;
}

/** The efficiency trend as a polyline in the chart's box. */
function trendPoints(values: readonly number[], x: number, y: number, w: number, h: number, min: number, max: number): string {
  return values
    .map((value, i) => `${(x + (i * w) / (values.length - 1)).toFixed(1)},${(y + h - ((value - min) / (max - min)) * h).toFixed(1)}`)
    .join(' ');
}

function Kpi({ x, label, value, unit, children }: { x: number; label: string; value: string; unit: string; children?: ReactNode }) {
  return (
    <g>
      <rect x={x} y="56" width="181" height="80" rx="10" fill={colour.surface} stroke={colour.line} />
      <text x={x + 14} y="78" fontSize="13" fill={colour.muted}>
        {label}
      </text>
      <text x={x + 14} y="114" fontSize="30" fontWeight="700" fill={colour.brand}>
        {value}
      </text>
      <text x={x + 14} y="129" fontSize="11" fill={colour.muted}>
        {unit}
      </text>
      {children}
    </g>
  );
}

/** The dashboard as a standalone SVG document (fonts named, since an image does not inherit the page's). */
export function HeroDashboard() {
  const { efficiency, bestEfficiency, energySaved, flow, pumps, trend, alarms } = dashboard;
  const chart = { x: 324, y: 184, w: 244, h: 84, min: 60, max: 90 };
  const bepY = chart.y + chart.h - ((bestEfficiency - chart.min) / (chart.max - chart.min)) * chart.h;

  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${W} ${H}`}
      width={W}
      height={H}
      fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"
    >
      <title>{`${brand.network} station dashboard`}</title>
      <desc>{heroDescription}</desc>
      <rect width={W} height={H} rx="14" fill="#fff" />
      <path d={`M0 14a14 14 0 0 1 14-14h${W - 28}a14 14 0 0 1 14 14v26H0z`} fill={colour.dark} />
      {[20, 36, 52].map((cx) => (
        <circle key={cx} cx={cx} cy="20" r="5" fill="#fff" opacity="0.45" />
      ))}
      <text x="72" y="25" fontSize="14" fontWeight="700" fill="#fff">
        {`${brand.network} · Station 3 · live`}
      </text>
      <circle cx="520" cy="20" r="5" fill="#4cc47a" />
      <text x="532" y="25" fontSize="13" fill="#fff">
        Online
      </text>

      <Kpi x={16} label="Pump efficiency" value={`${efficiency}%`} unit={`best point ${bestEfficiency}%`}>
        <path d={gaugePath(150, 112, 22, 1)} fill="none" stroke={colour.line} strokeWidth="7" />
        <path d={gaugePath(150, 112, 22, efficiency / 100)} fill="none" stroke={colour.ok} strokeWidth="7" />
      </Kpi>
      <Kpi x={209} label="Energy saved" value={`${energySaved}%`} unit="kWh per m³, this month" />
      <Kpi x={403} label="Flow" value={flow} unit="m³/h, three pumps" />

      <text x="16" y="170" fontSize="13" fontWeight="700" fill={colour.ink}>
        Pumps
      </text>
      <line x1="24" y1="220" x2="290" y2="220" stroke={colour.pipe} strokeWidth="8" strokeLinecap="round" />
      {pumps.map((pump, i) => {
        const cx = 62 + i * 96;
        const state = stateColour[pump.state];
        return (
          <g key={pump.name}>
            <circle cx={cx} cy="220" r="28" fill={colour.surface} stroke={state} strokeWidth="4" />
            <circle cx={cx} cy="220" r="7" fill={colour.dark} />
            {[0, 120, 240].map((turn) => (
              <path
                key={turn}
                d={`M${cx} 220 q10 -6 8 -18`}
                transform={`rotate(${turn} ${cx} 220)`}
                fill="none"
                stroke={colour.dark}
                strokeWidth="3"
                strokeLinecap="round"
              />
            ))}
            <rect x={cx - 38} y="258" width="76" height="22" rx="11" fill={state} />
            <text x={cx} y="273" textAnchor="middle" fontSize="11" fontWeight="700" fill="#fff">
              {`${pump.name} ${pump.state}`}
            </text>
          </g>
        );
      })}

      <text x="316" y="170" fontSize="13" fontWeight="700" fill={colour.ink}>
        Efficiency, last 24 h
      </text>
      <rect x="316" y="178" width="268" height="102" rx="8" fill={colour.surface} />
      <line x1={chart.x} y1={bepY} x2={chart.x + chart.w} y2={bepY} stroke={colour.ok} strokeWidth="1.5" strokeDasharray="5 4" />
      <text x={chart.x + chart.w} y={bepY - 5} textAnchor="end" fontSize="10" fill={colour.ok}>
        best efficiency point
      </text>
      <polyline
        points={trendPoints(trend, chart.x, chart.y, chart.w, chart.h, chart.min, chart.max)}
        fill="none"
        stroke={colour.brand}
        strokeWidth="3"
        strokeLinejoin="round"
      />

      <text x="16" y="310" fontSize="13" fontWeight="700" fill={colour.ink}>
        Alarms
      </text>
      {alarms.map((alarm, i) => {
        const y = 320 + i * 42;
        const tint = alarm.level === 'alarm' ? colour.alarm : colour.ok;
        return (
          <g key={alarm.text}>
            <rect x="16" y={y} width="568" height="34" rx="8" fill="#fff" stroke={colour.line} />
            <rect x="16" y={y} width="6" height="34" rx="3" fill={tint} />
            {alarm.level === 'alarm' ? <path d={`M40 ${y + 8}l9 17h-18z`} fill={tint} /> : <circle cx="40" cy={y + 17} r="8" fill={tint} />}
            <text x="60" y={y + 22} fontSize="13" fill={colour.ink}>
              <tspan fontWeight="700">{alarm.pump}</tspan>
              {` · ${alarm.text}`}
            </text>
            <text x="572" y={y + 22} textAnchor="end" fontSize="11" fill={colour.muted}>
              {alarm.when}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
