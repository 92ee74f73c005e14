import { useEffect, useRef } from 'react';
import type { HomeVideo } from '../../content/home';

/**
 * A looping, muted, inline video that plays only while its tab is shown and never by itself
 * under prefers-reduced-motion (then the poster stays and the controls let the visitor start it).
 */
export function HowItWorksVideo({ id, video, active }: { id: string; video: HomeVideo; active: boolean }) {
  const element = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const player = element.current;
    if (!player) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (active && !reduced) player.play().catch(() => undefined);
    else player.pause();
  }, [active]);
  return (
    <figure className="video">
      <video
        ref={element}
        src={video.src}
        poster={video.poster}
        width={video.width}
        height={video.height}
        muted
        loop
        playsInline
        controls
        preload="none"
        aria-describedby={`${id}-description`}
      />
      <figcaption>
        <strong>{video.caption}</strong>
        <span id={`${id}-description`} className="video__description">
          {video.description}
        </span>
      </figcaption>
    </figure>
  );
}
