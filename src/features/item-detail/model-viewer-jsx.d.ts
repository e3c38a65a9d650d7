import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** The `<model-viewer>` web component (@google/model-viewer) as JSX; attributes as its docs name them. */
type ModelViewerAttributes = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  src?: string;
  poster?: string;
  alt?: string;
  /** Boolean attributes: present (true) or left out (undefined); never pass false (it would read as set). */
  'camera-controls'?: true;
  'auto-rotate'?: true;
  'touch-action'?: 'pan-y' | 'pan-x' | 'none';
  'shadow-intensity'?: string;
  'interaction-prompt'?: 'auto' | 'none';
  loading?: 'auto' | 'lazy' | 'eager';
  reveal?: 'auto' | 'manual';
};

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'model-viewer': ModelViewerAttributes;
    }
  }
}
