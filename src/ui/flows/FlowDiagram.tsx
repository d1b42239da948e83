import { useId, useState } from 'react';
import { css } from 'styled-system/css';
import {
  DIAGRAM_TEXT, LABEL_LINE, labelWidth, NODE_METRICS,
  type DiagramEdge, type DiagramModel, type DiagramNode, type Point,
} from '../../flows/layout';
import { Button, Icon } from '../primitives';

const CORNER = 7;
const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2];

/** An orthogonal polyline with its corners rounded, ending exactly at the last point (where the arrow sits). */
function edgePath(points: Point[]): string {
  const [first, ...rest] = points;
  if (!first) return '';
  let d = `M${first.x},${first.y}`;
  rest.forEach((corner, index) => {
    const next = rest[index + 1];
    const previous = points[index]!;
    if (!next) {
      d += ` L${corner.x},${corner.y}`;
      return;
    }
    const radius = Math.min(CORNER, Math.hypot(corner.x - previous.x, corner.y - previous.y) / 2,
      Math.hypot(next.x - corner.x, next.y - corner.y) / 2);
    const toward = (from: Point, to: Point, distance: number) => {
      const ratio = distance / (Math.hypot(to.x - from.x, to.y - from.y) || 1);
      return { x: from.x + (to.x - from.x) * ratio, y: from.y + (to.y - from.y) * ratio };
    };
    const start = toward(corner, previous, radius);
    const end = toward(corner, next, radius);
    d += ` L${start.x},${start.y} Q${corner.x},${corner.y} ${end.x},${end.y}`;
  });
  return d;
}

const KIND: Record<DiagramNode['type'], string> = {
  atomic: 'state', compound: 'group of states', parallel: 'parallel states', final: 'final state',
  history: 'history state',
};

function describeNode(node: DiagramNode, active: boolean) {
  return [
    node.title,
    node.depth === 0 ? 'flow' : node.isRegion ? 'parallel region' : KIND[node.type],
    node.isInitial ? 'starts here' : null,
    active ? 'current' : null,
    node.handles.length ? `also handles ${node.handles.join(', ')}` : null,
  ].filter(Boolean).join(', ');
}

const styles = {
  frame: css({
    position: 'relative', borderRadius: 'md', bg: 'bg.canvas', borderWidth: '1px', borderColor: 'border.subtle',
    backgroundImage: 'radial-gradient(token(colors.border.default) 1px, transparent 1px)', backgroundSize: '16px 16px',
  }),
  zoom: css({
    position: 'absolute', top: '2', right: '2', zIndex: '1', display: 'flex', alignItems: 'center', gap: '0.5',
    p: '0.5', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', boxShadow: 'sm',
  }),
  viewport: css({
    p: '4', maxH: '90vh', overflow: 'auto',
    '&[data-zoom=fit]': { display: 'grid', placeItems: 'center', overflow: 'hidden' },
  }),
  svg: css({
    display: 'block', userSelect: 'none', overflow: 'visible', flexShrink: 0,
    '[data-zoom=fit] &': { w: '100%', h: 'auto', maxH: 'calc(90vh - 2rem)' },
  }),
  node: css({
    outline: 'none',
    '& .box': {
      fill: 'bg.surface', stroke: 'border.strong', strokeWidth: '1.25', transition: 'fill 160ms, stroke 160ms',
    },
    '& .title': { fill: 'fg.default', fontWeight: 'medium' },
    '& .handles': { fill: 'fg.muted' },
    '& .marker': { fill: 'fg.muted', stroke: 'fg.muted' },
    '&[data-container=true] .box': { fill: 'bg.subtle', fillOpacity: '0.55', stroke: 'border.default' },
    '&[data-container=true] .title': { fill: 'fg.muted', fontWeight: 'semibold' },
    '&[data-region=true] .box': { strokeDasharray: '6 4', fill: 'bg.surface', fillOpacity: '0.6' },
    '&[data-depth="0"] .box': { fill: 'transparent', stroke: 'border.subtle' },
    '&[data-active=true] .box': {
      fill: 'accent.subtle', fillOpacity: '1', stroke: 'accent.default', strokeWidth: '2',
    },
    '&[data-active=true] .title, &[data-active=true] .handles': { fill: 'accent.fg' },
    '&[data-active=true] .marker': { fill: 'accent.default', stroke: 'accent.default' },
    '&[data-active=true][data-container=true] .box': { fillOpacity: '0.45' },
    // The machine itself is always "active" while it runs; lighting up its frame would say nothing.
    '&[data-depth="0"][data-active=true] .box': {
      fill: 'transparent', stroke: 'border.subtle', strokeWidth: '1.25',
    },
    '&[data-depth="0"] .title, &[data-depth="0"] .handles': { fill: 'fg.muted' },
    '&:focus-visible .box': { stroke: 'focusRing', strokeWidth: '3' },
  }),
  edge: css({
    '& .line': { fill: 'none', stroke: 'fg.subtle', strokeWidth: '1.25', transition: 'stroke 160ms' },
    '& .label-box': { fill: 'bg.surface', stroke: 'border.default', strokeWidth: '1' },
    '& .label': { fill: 'fg.muted' },
    '&[data-taken=true] .line': { stroke: 'accent.default', strokeWidth: '2.25' },
    '& .chip[data-taken=true] .label-box': { fill: 'accent.default', stroke: 'accent.default' },
    '& .chip[data-taken=true] .label': { fill: 'fg.onAccent', fontWeight: 'medium' },
  }),
  arrow: css({ fill: 'fg.subtle' }),
  arrowTaken: css({ fill: 'accent.default' }),
};

function StateBox({ node, active }: { node: DiagramNode; active: boolean }) {
  const container = node.type === 'compound' || node.type === 'parallel';
  const markerX = node.x + NODE_METRICS.padX;
  const titleY = container ? node.y + 22 : node.y + 24;
  const titleX = markerX + (node.isInitial ? NODE_METRICS.initialMarker : 0);
  const description = describeNode(node, active);
  return (
    <g
      className={styles.node}
      tabIndex={0}
      role="group"
      aria-roledescription="state"
      aria-label={description}
      data-state-id={node.id}
      data-active={active}
      data-container={container}
      data-region={node.isRegion}
      data-depth={node.depth}
    >
      <title>{description}</title>
      <rect className="box" x={node.x} y={node.y} width={node.width} height={node.height} rx={container ? 12 : 9} />
      {node.type === 'final' && (
        <rect className="box" x={node.x + 3} y={node.y + 3} width={node.width - 6} height={node.height - 6} rx={7} />
      )}
      {node.isInitial && (
        <g className="marker" aria-hidden>
          <circle cx={markerX} cy={titleY - 4.5} r={3.5} />
          <path d={`M${markerX + 3.5},${titleY - 4.5} h6 m-3,-3 l3,3 l-3,3`} fill="none" strokeWidth={1.5} />
        </g>
      )}
      <text className="title" x={titleX} y={titleY} fontSize={DIAGRAM_TEXT.titleSize}>{node.title}</text>
      {node.handles.map((label, index) => (
        <text key={label} className="handles" x={markerX} y={titleY + NODE_METRICS.handlesLine * (index + 1)}
          fontSize={DIAGRAM_TEXT.labelSize}>
          ↺ {label}
        </text>
      ))}
    </g>
  );
}

function Transition({ edge, takenEvent, arrows }: {
  edge: DiagramEdge;
  /** The event that took this edge last, if it did. */
  takenEvent: string | null;
  arrows: { plain: string; taken: string };
}) {
  const box = edge.labelBox;
  const centerX = box.x + box.width / 2;
  const chipHeight = LABEL_LINE - 2;
  const taken = takenEvent !== null;
  return (
    <g className={styles.edge} data-edge-id={edge.id} data-taken={taken}>
      <path className="line" d={edgePath(edge.points)} markerEnd={`url(#${taken ? arrows.taken : arrows.plain})`} />
      {edge.transitions.map((transition, index) => {
        const width = labelWidth(transition.label);
        const top = box.y + index * LABEL_LINE + 1;
        return (
          <g key={transition.label} className="chip" data-event={transition.eventType}
            data-taken={transition.eventType === takenEvent}>
            <rect className="label-box" x={centerX - width / 2} y={top} width={width} height={chipHeight}
              rx={chipHeight / 2} />
            <text className="label" x={centerX} y={top + chipHeight / 2} textAnchor="middle" dominantBaseline="central"
              fontSize={DIAGRAM_TEXT.labelSize}>
              {transition.label}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/**
 * A machine's statechart, scaled to fit its container. `active` holds the ids of the current state nodes, `taken`
 * the edges the last event followed; both are drawn in the accent colour.
 */
export function FlowDiagram(props: {
  model: DiagramModel;
  active: ReadonlySet<string>;
  taken: { edges: ReadonlySet<string>; eventType: string } | null;
  label: string;
}) {
  // Fit shows the whole flow; zooming in trades that for legible detail, with scrolling.
  const [zoom, setZoom] = useState<number | 'fit'>('fit');
  const id = useId().replace(/:/g, '');
  const arrows = { plain: `${id}-arrow`, taken: `${id}-arrow-taken` };
  const { model } = props;
  // Taken edges are drawn last, so they are never hidden under another line.
  const takenEvent = (edge: DiagramEdge) => (props.taken?.edges.has(edge.id) ? props.taken.eventType : null);
  const edges = [...model.edges].sort((a, b) => Number(takenEvent(a) !== null) - Number(takenEvent(b) !== null));
  const size = zoom === 'fit' ? {} : { width: model.width * zoom, height: model.height * zoom };
  const smaller = zoom === 'fit' ? undefined : ZOOM_STEPS.findLast((step) => step < zoom);
  const larger = zoom === 'fit' ? 1 : ZOOM_STEPS.find((step) => step > zoom);
  const zoomText = zoom === 'fit' ? 'Fit' : `${Math.round(zoom * 100)}%`;
  return (
    <div className={styles.frame}>
      <div className={styles.zoom} role="group" aria-label="Zoom">
        <Button size="sm" variant="ghost" iconOnly aria-label="Zoom out" isDisabled={smaller === undefined}
          onPress={() => smaller && setZoom(smaller)}>
          <Icon name="minus" />
        </Button>
        <Button size="sm" variant="ghost" aria-label={`Fit to view (now ${zoomText})`} onPress={() => setZoom('fit')}>
          {zoomText}
        </Button>
        <Button size="sm" variant="ghost" iconOnly aria-label="Zoom in" isDisabled={larger === undefined}
          onPress={() => larger && setZoom(larger)}>
          <Icon name="plus" />
        </Button>
      </div>
      <div className={styles.viewport} data-zoom={zoom}>
        <svg
          className={styles.svg}
          viewBox={`0 0 ${model.width} ${model.height}`}
          {...size}
          preserveAspectRatio="xMidYMid meet"
          role="group"
          aria-label={props.label}
          data-machine={model.machineId}
          fontFamily="inherit"
        >
          <defs>
            {[[arrows.plain, styles.arrow], [arrows.taken, styles.arrowTaken]].map(([markerId, className]) => (
              <marker key={markerId} id={markerId} className={className} viewBox="0 0 10 10" refX={9} refY={5}
                markerWidth={7} markerHeight={7} markerUnits="userSpaceOnUse" orient="auto-start-reverse">
                <path d="M0,0 L10,5 L0,10 z" />
              </marker>
            ))}
          </defs>
          {model.nodes.map((node) => <StateBox key={node.id} node={node} active={props.active.has(node.id)} />)}
          {edges.map((edge) => (
            <Transition key={edge.id} edge={edge} takenEvent={takenEvent(edge)} arrows={arrows} />
          ))}
        </svg>
      </div>
    </div>
  );
}
