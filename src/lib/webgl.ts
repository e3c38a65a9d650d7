/**
 * Whether this browser can draw WebGL: a throwaway canvas must hand out a webgl2 or webgl context. Missing in
 * some locked-down browsers, with GPU blocklists or hardware acceleration off; the showcase then shows a grid.
 */
export function hasWebGL(): boolean {
  try {
    const canvas = document.createElement('canvas');
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    (gl as WebGLRenderingContext | null)?.getExtension('WEBGL_lose_context')?.loseContext();
    return gl !== null;
  } catch {
    return false;
  }
}
