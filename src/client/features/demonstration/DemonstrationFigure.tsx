import { useLingui } from '@lingui/react/macro';
import { Button, Group, List, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { bounds, drawPose, type Shape, type Tone } from '../../../contract/demonstrations/draw';
import { DEMONSTRATIONS } from '../../../contract/demonstrations/exercises';
import { type Point, swapSides } from '../../../contract/demonstrations/rig';
import { type Demonstration, type PhaseKind, poseBetween } from '../../../contract/demonstrations/templates';

/**
 * An exercise's demonstration (issue 30): the pictogram figure of src/contract/demonstrations moving
 * between its key frames at the movement's tempo, the other side on every second loop for one-sided
 * work, with a pause button; key frames side by side for people who ask for reduced motion; a still
 * first frame where space is small. Loaded on demand (ExerciseDemonstration.tsx; its words are in the pages catalogue, not the landing page's), so pages that never
 * show one never load the figures. Colours follow the theme through the variables in styles.css.
 */

export type FigureProps = {
  catalogueId: string;
  /** The exercise's name in the page's language, for the accessible name. */
  name: string;
  /** Height of the picture in pixels. */
  size: number;
  /** The first key frame alone, no motion, no controls (small places such as a plan's day cards). */
  still?: boolean;
  /** Form cues to list under the figure as text. */
  cues?: readonly string[];
};

const TONE_COLOUR: Record<Tone, string> = {
  body: 'var(--demo-body)',
  bodyFar: 'var(--demo-far)',
  joint: 'var(--demo-joint)',
  prop: 'var(--demo-prop)',
  propFill: 'var(--demo-prop-fill)',
  floor: 'var(--demo-floor)',
};

const flip = (p: Point) => `${p[0]},${-p[1]}`;

function ShapeElement({ shape }: { shape: Shape }) {
  const colour = TONE_COLOUR[shape.tone];
  if (shape.kind === 'line')
    return (
      <line
        x1={shape.a[0]}
        y1={-shape.a[1]}
        x2={shape.b[0]}
        y2={-shape.b[1]}
        stroke={colour}
        strokeWidth={shape.width}
        strokeLinecap="round"
      />
    );
  if (shape.kind === 'circle')
    return (
      <circle
        cx={shape.c[0]}
        cy={-shape.c[1]}
        r={shape.r}
        fill={shape.fill ? colour : 'none'}
        stroke={shape.fill ? undefined : colour}
        strokeWidth={shape.fill ? undefined : (shape.width ?? 0.02)}
      />
    );
  return (
    <polygon
      points={shape.points.map(flip).join(' ')}
      fill={shape.fill ? colour : 'none'}
      stroke={colour}
      strokeWidth={shape.width ?? 0.02}
      strokeLinejoin="round"
    />
  );
}

function Picture({
  shapes,
  box,
  height,
}: {
  shapes: Shape[];
  box: ReturnType<typeof bounds>;
  height: number;
}) {
  return (
    <svg
      viewBox={`${box.x} ${-(box.y + box.h)} ${box.w} ${box.h}`}
      height={height}
      width={(height * box.w) / box.h}
      aria-hidden="true"
      style={{ display: 'block', maxWidth: '100%' }}
    >
      {shapes.map((shape, index) => (
        // Shapes are drawn in a fixed order for a given demonstration: the index is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <ShapeElement key={index} shape={shape} />
      ))}
    </svg>
  );
}

function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(() => typeof matchMedia === 'function' && matchMedia(query).matches);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const list = matchMedia(query);
    const onChange = () => setReduced(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/** Where the loop is after `elapsed` seconds: the phase, how far through it (eased), and which side works. */
function momentOf(demo: Demonstration, elapsed: number) {
  const cycle = demo.phases.reduce((sum, phase) => sum + phase.seconds, 0);
  const round = Math.floor(elapsed / cycle);
  let within = elapsed - round * cycle;
  let from = 0;
  for (const phase of demo.phases) {
    if (within < phase.seconds) {
      const t = within / phase.seconds;
      // Ease in and out: a movement speeds up and slows down; a hold stays put.
      const eased = phase.kind === 'hold' ? 0 : t * t * (3 - 2 * t);
      return { phase, from, eased, otherSide: demo.oneSided && round % 2 === 1 };
    }
    within -= phase.seconds;
    from = phase.to;
  }
  const last = demo.phases.at(-1)!;
  return { phase: last, from, eased: 1, otherSide: false };
}

export default function DemonstrationFigure({ catalogueId, name, size, still = false, cues }: FigureProps) {
  const { t } = useLingui();
  const demo = DEMONSTRATIONS[catalogueId];
  const reduced = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const clock = useRef({ elapsed: 0 });
  const moving = Boolean(demo) && !still && !reduced && !paused && demo!.frames.length > 1;

  useEffect(() => {
    if (!moving) return;
    let last = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      clock.current.elapsed += Math.min(0.1, (now - last) / 1000);
      last = now;
      setElapsed(clock.current.elapsed);
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [moving]);

  // One frame for the whole loop (both sides), so the figure never jumps or rescales as it moves.
  const box = useMemo(() => {
    if (!demo) return null;
    const all = demo.frames.flatMap((frame) => (demo.oneSided ? [frame, swapSides(frame)] : [frame]));
    return bounds(all.map((frame) => drawPose(frame, demo.view, demo.props)));
  }, [demo]);

  if (!demo || !box) return null;
  const label = t`${name}: demonstration`;
  const phaseWords: Record<PhaseKind, string> = {
    lower: t`Lowering`,
    lift: t`Lifting`,
    hold: t`Hold`,
    move: '',
  };

  if (still || reduced) {
    const frames = still ? demo.frames.slice(0, 1) : demo.frames;
    const height = still ? size : Math.min(size, 200);
    return (
      <Stack gap={4} className="exercise-demo">
        <Group role="img" aria-label={label} gap="xs" wrap="wrap" justify="center">
          {frames.map((frame, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: key frames are fixed per exercise
            <Stack key={index} gap={0} align="center">
              <Picture shapes={drawPose(frame, demo.view, demo.props)} box={box} height={height} />
              {!still && frames.length > 1 && (
                <Text size="xs" c="dimmed" aria-hidden="true">
                  {index + 1}
                </Text>
              )}
            </Stack>
          ))}
        </Group>
        {cues && <Cues cues={cues} />}
      </Stack>
    );
  }

  const moment = momentOf(demo, elapsed);
  const pose = poseBetween(demo, moment.from, moment.phase.to, moment.eased);
  const shown = moment.otherSide ? swapSides(pose) : pose;
  const words = [
    phaseWords[moment.phase.kind] && `${phaseWords[moment.phase.kind]} · ${t`${moment.phase.seconds} s`}`,
    demo.oneSided && (moment.otherSide ? t`Second side` : t`First side`),
  ].filter(Boolean);
  return (
    <Stack gap={4} className="exercise-demo" align="center">
      <div role="img" aria-label={label}>
        <Picture shapes={drawPose(shown, demo.view, demo.props)} box={box} height={size} />
      </div>
      <Group gap="sm" justify="center" wrap="nowrap">
        <Text size="sm" c="dimmed" aria-hidden="true" style={{ minWidth: '9em', textAlign: 'center' }}>
          {words.join(' · ') || '\u00a0'}
        </Text>
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => setPaused((value) => !value)}
          aria-label={paused ? t`Play the demonstration` : t`Pause the demonstration`}
        >
          {paused ? t`Play` : t`Pause`}
        </Button>
      </Group>
      {cues && <Cues cues={cues} />}
    </Stack>
  );
}

/** The form cues as text, for reading along and for screen readers. */
function Cues({ cues }: { cues: readonly string[] }) {
  return (
    <List size="sm" spacing={2} style={{ alignSelf: 'stretch' }}>
      {cues.map((cue) => (
        <List.Item key={cue}>{cue}</List.Item>
      ))}
    </List>
  );
}
