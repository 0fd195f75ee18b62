import { hostedVideoUrl, type LessonVideo as Video } from '@academy/shared';
import { useRuntimeConfig } from '../../../lib/runtime-config';

/**
 * A lesson's video: the hosted player when the installation configures one and the lesson names a
 * videoId (spec section 3: account id and player id), otherwise the browser's own player with the
 * lesson's captions tracks, if it has any.
 */
export function LessonVideo({ video, lessonTitle }: { video: Video; lessonTitle: string }) {
  const { videoPlayer } = useRuntimeConfig();
  const title = video.title ?? lessonTitle;
  if (videoPlayer && video.videoId) {
    return (
      <div className="mt-8 aspect-video w-full overflow-hidden rounded-card bg-black">
        <iframe
          src={hostedVideoUrl(videoPlayer, video.videoId)}
          title={`Video: ${title}`}
          className="h-full w-full"
          allow="encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
        />
      </div>
    );
  }
  if (!video.src) return null;
  // With a poster to show, nothing of the video loads until the learner plays it (decision 031);
  // without one, its first bytes load so the player can show the first frame and the length.
  const preload = video.poster ? 'none' : 'metadata';
  return (
    // The tracks are the lesson's own captions files; a video without them gets no empty track (decision 026).
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video
      controls
      preload={preload}
      aria-label={`Video: ${title}`}
      src={video.src}
      poster={video.poster}
      className="mt-8 aspect-video w-full rounded-card bg-black"
    >
      {/* Only real tracks: an empty one would offer captions that never appear. */}
      {video.captions?.map((track, index) => (
        <track key={track.src} kind="captions" src={track.src} srcLang={track.language} label={track.label} default={index === 0} />
      ))}
      {title}
    </video>
  );
}
