import { useEffect, useRef } from 'react';
import type { HomeVideo } from '../../content/home';
import { VideoPoster } from './VideoPoster';
import { playWhileShown } from '../../lib/tabs';

/**
 * A looping, muted, inline video that plays only while its tab is shown and the video is on
 * screen, and never by itself under prefers-reduced-motion (then the poster stays and the
 * controls let the visitor start it). With `preload="none"` nothing of the video loads before
 * it plays; the poster behind it is a lazy picture (VideoPoster).
 */
export function HowItWorksVideo({ id, video, active }: { id: string; video: HomeVideo; active: boolean }) {
  const element = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const player = element.current;
    return player ? playWhileShown(player, active) : undefined;
  }, [active]);
  return (
    <figure className="video">
      <div className="video__frame">
        <VideoPoster poster={video.poster} width={video.width} height={video.height} />
        <video
          ref={element}
          src={video.src}
          width={video.width}
          height={video.height}
          muted
          loop
          playsInline
          controls
          preload="none"
          aria-describedby={`${id}-description`}
        />
      </div>
      <figcaption>
        <strong>{video.caption}</strong>
        <span id={`${id}-description`} className="video__description">
          {video.description}
        </span>
      </figcaption>
    </figure>
  );
}
