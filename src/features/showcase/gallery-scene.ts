import {
  AmbientLight,
  BoxGeometry,
  Color,
  DirectionalLight,
  Mesh,
  MeshBasicMaterial,
  MeshStandardMaterial,
  PerspectiveCamera,
  PlaneGeometry,
  Raycaster,
  Scene,
  SRGBColorSpace,
  TextureLoader,
  Vector2,
  WebGLRenderer,
  type Material,
  type Texture,
} from 'three';
import {
  EYE_HEIGHT,
  HALL_WIDTH,
  hallLength,
  inputOf,
  KEY_INPUT,
  layoutPictures,
  startPose,
  step,
  type Pose,
  type Size,
} from './gallery-layout';

export type Picture = Size & { id: string; name: string; imageUrl: string };
export type GalleryEvents = {
  /** The picture straight ahead within reach changed (null: none). */
  onFacing: (id: string | null) => void;
  /** Every picture's texture has loaded (or failed): the walls are complete. */
  onReady: () => void;
};
export type Gallery = {
  keyDown: (code: string) => boolean;
  keyUp: (code: string) => void;
  /** Holds a walk or turn from the on-screen buttons (0 to let go). */
  hold: (input: Partial<{ walk: number; turn: number }>) => void;
  /** A drag of dx, dy pixels (mouse or finger): across turns, down walks forward. */
  drag: (dx: number, dy: number) => void;
  /** The picture at a point of the canvas (CSS pixels), or null. */
  pictureAt: (x: number, y: number) => string | null;
  facing: () => string | null;
  dispose: () => void;
};

const WALL = new Color('#f1ede6');
const FLOOR = new Color('#8a7766');
const FRAME = new Color('#2b2b2b');
const REACH = 6;

/**
 * The walkable 3D gallery on `canvas`: a hall with `pictures` on its walls (gallery-layout.ts), lit softly.
 * It renders only when something changes (a key held, a drag, a texture in, a resize), so an idle gallery
 * costs no CPU. Throws when WebGL cannot start; the page then shows the plain grid.
 */
export function createGallery(
  canvas: HTMLCanvasElement,
  pictures: Picture[],
  events: GalleryEvents,
): Gallery {
  const renderer = new WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: true });
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
  renderer.outputColorSpace = SRGBColorSpace;
  const scene = new Scene();
  scene.background = new Color('#d9d3ca');
  const camera = new PerspectiveCamera(65, 1, 0.1, 100);
  const length = hallLength(pictures.length);
  const disposables: { dispose: () => void }[] = [];
  const keep = <T extends { dispose: () => void }>(x: T) => (disposables.push(x), x);

  // The hall: floor, ceiling and four walls.
  const surface = (w: number, h: number, color: Color, place: (m: Mesh) => void) => {
    const m = new Mesh(keep(new PlaneGeometry(w, h)), keep(new MeshStandardMaterial({ color })));
    place(m);
    scene.add(m);
  };
  const H = 4;
  surface(
    HALL_WIDTH,
    length,
    FLOOR,
    (m) => ((m.rotation.x = -Math.PI / 2), m.position.set(0, 0, -length / 2)),
  );
  surface(HALL_WIDTH, length, WALL, (m) => ((m.rotation.x = Math.PI / 2), m.position.set(0, H, -length / 2)));
  surface(
    length,
    H,
    WALL,
    (m) => ((m.rotation.y = Math.PI / 2), m.position.set(-HALL_WIDTH / 2, H / 2, -length / 2)),
  );
  surface(
    length,
    H,
    WALL,
    (m) => ((m.rotation.y = -Math.PI / 2), m.position.set(HALL_WIDTH / 2, H / 2, -length / 2)),
  );
  surface(HALL_WIDTH, H, WALL, (m) => m.position.set(0, H / 2, -length));
  surface(HALL_WIDTH, H, WALL, (m) => ((m.rotation.y = Math.PI), m.position.set(0, H / 2, 0)));
  scene.add(new AmbientLight('#ffffff', 1.6));
  const sun = new DirectionalLight('#ffffff', 1.2);
  sun.position.set(2, 6, 3);
  scene.add(sun);

  // The pictures, each in a dark frame; a texture replaces the grey placeholder when it arrives.
  const loader = new TextureLoader();
  loader.setCrossOrigin('anonymous');
  const hits: Mesh[] = [];
  let pending = pictures.length;
  const settled = () => {
    pending -= 1;
    invalidate();
    if (pending === 0) events.onReady();
  };
  layoutPictures(pictures).forEach((p, i) => {
    const picture = pictures[i]!;
    const frame = new Mesh(
      keep(new BoxGeometry(p.w + 0.16, p.h + 0.16, 0.06)),
      keep(new MeshStandardMaterial({ color: FRAME })),
    );
    frame.position.set(p.x, p.y, p.z);
    frame.rotation.y = p.rotY;
    const material: Material & { map?: Texture | null } = keep(new MeshBasicMaterial({ color: '#bbbbbb' }));
    const canvasPicture = new Mesh(keep(new PlaneGeometry(p.w, p.h)), material);
    canvasPicture.position.z = 0.035;
    canvasPicture.userData.id = picture.id;
    frame.add(canvasPicture);
    scene.add(frame);
    hits.push(canvasPicture);
    loader.load(
      picture.imageUrl,
      (texture) => {
        texture.colorSpace = SRGBColorSpace;
        keep(texture);
        material.map = texture;
        (material as MeshBasicMaterial).color.set('#ffffff');
        material.needsUpdate = true;
        settled();
      },
      undefined,
      settled,
    );
  });
  if (pictures.length === 0) queueMicrotask(events.onReady);

  let pose: Pose = startPose();
  const held = new Set<string>();
  const buttons = { walk: 0, turn: 0 };
  let frameId = 0;
  let last = 0;
  let facingId: string | null = null;
  const raycaster = new Raycaster();
  raycaster.far = REACH;

  const place = () => {
    camera.position.set(pose.x, EYE_HEIGHT, pose.z);
    camera.rotation.set(0, pose.yaw, 0);
    camera.updateMatrixWorld();
  };
  const pick = (ndc: Vector2) => {
    raycaster.setFromCamera(ndc, camera);
    const hit = raycaster.intersectObjects(hits, false)[0];
    return (hit?.object.userData.id as string | undefined) ?? null;
  };
  const render = () => {
    place();
    renderer.render(scene, camera);
    const ahead = pick(new Vector2(0, 0));
    if (ahead !== facingId) {
      facingId = ahead;
      events.onFacing(ahead);
    }
  };
  const moving = () => {
    const k = inputOf(held);
    return { walk: k.walk + buttons.walk, strafe: k.strafe, turn: k.turn + buttons.turn };
  };
  const tick = (now: number) => {
    frameId = 0;
    const input = moving();
    const active = input.walk !== 0 || input.strafe !== 0 || input.turn !== 0;
    if (active) {
      const dt = last ? Math.min(0.05, (now - last) / 1000) : 1 / 60;
      pose = step(pose, input, dt, length);
      last = now;
      frameId = requestAnimationFrame(tick);
    } else last = 0;
    render();
  };
  function invalidate() {
    if (!frameId) frameId = requestAnimationFrame(tick);
  }

  const resize = () => {
    const { clientWidth: w, clientHeight: h } = canvas;
    if (!w || !h) return;
    renderer.setSize(w, h, false);
    camera.aspect = w / h;
    camera.updateProjectionMatrix();
    invalidate();
  };
  const observer = new ResizeObserver(resize);
  observer.observe(canvas);
  resize();

  return {
    keyDown(code) {
      if (!(code in KEY_INPUT)) return false;
      held.add(code);
      invalidate();
      return true;
    },
    keyUp(code) {
      held.delete(code);
    },
    hold(input) {
      buttons.walk = input.walk ?? 0;
      buttons.turn = input.turn ?? 0;
      invalidate();
    },
    drag(dx, dy) {
      // Grabbing the world: dragging it right turns the view left, pulling it down brings the visitor forward.
      pose = step(
        { ...pose, yaw: pose.yaw + dx * 0.005 },
        { walk: dy * 0.01, strafe: 0, turn: 0 },
        1,
        length,
      );
      invalidate();
    },
    pictureAt(x, y) {
      const r = canvas.getBoundingClientRect();
      place();
      return pick(new Vector2((x / r.width) * 2 - 1, -(y / r.height) * 2 + 1));
    },
    facing: () => facingId,
    dispose() {
      if (frameId) cancelAnimationFrame(frameId);
      observer.disconnect();
      for (const d of disposables) d.dispose();
      renderer.dispose();
    },
  };
}
