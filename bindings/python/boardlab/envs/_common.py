"""What the PettingZoo and Gymnasium adapters share: the game argument, the spaces, the checks of
actions and render modes, and the pictures ``render()`` returns.

Only Gymnasium (for its spaces) is imported here, and matplotlib only when an RGB picture is
asked for.
"""
from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET
from typing import Any, Dict, List, Optional, Tuple, Union

import numpy as np

from .._core import Error, IllegalMoveError, shown
from .._game import Game, State, _whole

try:
    import gymnasium
    from gymnasium import spaces
except ImportError as e:  # pragma: no cover - the tests skip without gymnasium
    raise ImportError("boardlab's PettingZoo and Gymnasium adapters need Gymnasium: "
                      "pip install 'boardlab[envs]' (or pip install gymnasium)") from e

RENDER_MODES = ("ansi", "human", "rgb_array")
ILLEGAL_ACTIONS = ("lose", "raise")
# The cell size of rgb_array pictures, in pixels: display_svg's default.
CELL_PIXELS = 48


def check_render_mode(where: str, render_mode: Any) -> Optional[str]:
    if render_mode is not None and (not isinstance(render_mode, str)
                                    or render_mode not in RENDER_MODES):
        raise Error(f"{where}: render_mode {shown(render_mode)} is not None, 'ansi', 'human' "
                    "or 'rgb_array'")
    return render_mode


def check_illegal_action(where: str, illegal_action: Any) -> str:
    if not isinstance(illegal_action, str) or illegal_action not in ILLEGAL_ACTIONS:
        raise Error(f"{where}: illegal_action {shown(illegal_action)} is not 'lose' or 'raise'")
    return illegal_action


def check_seed(where: str, seed: Any) -> Optional[int]:
    """None, or the seed as an int if it is a whole number from 0 to 2**64 - 1."""
    if seed is None:
        return None
    return _whole(f"{where}: seed", seed, 0, 2**64 - 1,
                  expected=f"None or a whole number from 0 to {2**64 - 1}")


def check_options(where: str, options: Any) -> None:
    if options is not None and not isinstance(options, dict):
        raise Error(f"{where}: options {shown(options)} is not None or a dict")


def action_number(where: str, action: Any, num_actions: int) -> int:
    """The action as an int if it is a whole number from 0 to num_actions - 1 (an int, a NumPy
    integer or a 0-d integer array, as spaces' ``sample()`` and learning code give), else
    Error."""
    if type(action) is int or isinstance(action, np.integer):  # a step's case: no message made
        number = int(action)
        if 0 <= number < num_actions:
            return number
    return _whole(f"{where}: action", action, 0, num_actions - 1)


def illegal_action_error(where: str, who: str, action: int, state: State) -> IllegalMoveError:
    return IllegalMoveError(f"{where}: action {action} ({state.game.action_text(action)}) is "
                            f"not legal for {who} in position {state.text!r}")


# -- observations --

def observation_space(game: Game) -> "spaces.Dict":
    """``{"observation": Box(0, per-plane bound, (planes, ranks, files), float32),
    "action_mask": Box(0, 1, (num_actions,), int8)}``."""
    planes = game.observation_bounds()
    shape = (len(planes), game.ranks, game.files)
    high = np.broadcast_to(planes[:, None, None], shape).copy()
    return spaces.Dict({
        "observation": spaces.Box(low=np.zeros(shape, dtype=np.float32), high=high,
                                  dtype=np.float32),
        "action_mask": spaces.Box(low=0, high=1, shape=(game.num_actions,), dtype=np.int8),
    })


def observation(state: State, may_act: bool) -> Dict[str, np.ndarray]:
    """The observation dict of ``state``: its planes, and the legal actions' mask if
    ``may_act`` (all zeros otherwise). New arrays every call."""
    if may_act:
        mask = state.legal_action_mask().view(np.int8)  # a new array: bools are bytes of 0, 1
    else:
        mask = np.zeros(state.game.num_actions, dtype=np.int8)
    return {"observation": state.observation(), "action_mask": mask}


def reward_of(winner: Optional[int], player: int) -> float:
    return 0.0 if winner is None else 1.0 if winner == player else -1.0


# -- pictures --

def render(where: str, render_mode: Optional[str], state: State) -> Union[None, str, np.ndarray]:
    """What ``render()`` gives: None (with Gymnasium's warning) without a render mode, the ASCII
    board for "ansi", the board printed for "human", an RGB array for "rgb_array"."""
    if render_mode is None:
        gymnasium.logger.warn(f"{where}: render() was called without a render_mode "
                              "(give render_mode='ansi', 'human' or 'rgb_array')")
        return None
    if render_mode == "ansi":
        return str(state)
    if render_mode == "human":
        print(state)
        return None
    return rgb_array(state)


def rgb_array(state: State, cell: int = CELL_PIXELS) -> np.ndarray:
    """The picture of ``state`` that ``display_svg.render`` draws (the one notebooks show), as a
    (height, width, 3) uint8 array: the SVG's shapes and letters drawn with matplotlib's Agg
    backend, one SVG unit a pixel."""
    from .. import display_svg
    return svg_to_rgb(display_svg.render(state, cell))


_SVG = "{http://www.w3.org/2000/svg}"
_ALIGN = {"start": "left", "middle": "center", "end": "right"}
_INHERITED = ("fill", "fill-opacity", "stroke", "stroke-width", "stroke-opacity",
              "stroke-linecap", "font-family", "font-size", "font-weight", "text-anchor")


def svg_to_rgb(svg: str) -> np.ndarray:
    """Draws the SVG elements display_svg writes (rect, circle, polygon, path of M/L/Z, text,
    groups, clip paths) on a matplotlib Agg canvas the SVG's size in pixels."""
    try:
        from matplotlib.backends.backend_agg import FigureCanvasAgg
        from matplotlib.figure import Figure
    except ImportError:
        raise Error("render_mode 'rgb_array' needs matplotlib: pip install 'boardlab[plot]' "
                    "(or pip install matplotlib)") from None
    root = ET.fromstring(svg)
    width = math.ceil(float(root.get("width", "0")))
    height = math.ceil(float(root.get("height", "0")))
    figure = Figure(figsize=(width / 72, height / 72), dpi=72)   # a point is a pixel
    canvas = FigureCanvasAgg(figure)
    axes = figure.add_axes((0, 0, 1, 1))
    axes.set_axis_off()
    axes.set_xlim(0, width)
    axes.set_ylim(height, 0)   # y down, as in SVG
    clips = {clip.get("id", ""): _clip_path(clip, width, height)
             for clip in root.iter(f"{_SVG}clipPath")}
    painter = _Painter(axes, width, height, clips)
    painter.children(root, {})
    canvas.draw()
    picture = np.asarray(canvas.buffer_rgba())[:height, :width, :3].copy()
    return picture


def _points(text: str) -> List[Tuple[float, float]]:
    numbers = [float(n) for n in re.findall(r"-?[0-9]*\.?[0-9]+(?:[eE][-+]?[0-9]+)?", text)]
    return list(zip(numbers[0::2], numbers[1::2]))


def _rect_corners(element: ET.Element, width: float, height: float) -> List[Tuple[float, float]]:
    x, y = _length(element.get("x"), width), _length(element.get("y"), height)
    w, h = _length(element.get("width"), width), _length(element.get("height"), height)
    return [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]


def _length(text: Optional[str], whole: float) -> float:
    if text is None:
        return 0.0
    if text.endswith("%"):
        return float(text[:-1]) / 100 * whole
    return float(text)


def _path_of_d(d: str):
    """A matplotlib Path of SVG path data made of absolute M, L and Z commands."""
    from matplotlib.path import Path
    vertices: List[Tuple[float, float]] = []
    codes: List[Any] = []
    start: Optional[Tuple[float, float]] = None
    for command, args in re.findall(r"([MLZmlz])([^MLZmlz]*)", d):
        if command in "Zz":
            if start is not None:
                vertices.append(start)
                codes.append(Path.CLOSEPOLY)
            continue
        if command in "ml":
            raise Error(f"svg_to_rgb: relative path command {command!r} is not drawn")
        for i, point in enumerate(_points(args)):
            if command == "M" and i == 0:
                start = point
                codes.append(Path.MOVETO)
            else:
                codes.append(Path.LINETO)
            vertices.append(point)
    return Path(vertices, codes)


def _clip_path(clip: ET.Element, width: float, height: float):
    """The union of a clipPath's rectangles and polygons, as one matplotlib Path."""
    from matplotlib.path import Path
    shapes = []
    for element in clip:
        tag = element.tag.replace(_SVG, "")
        if tag == "rect":
            shapes.append(Path(_rect_corners(element, width, height), closed=False))
        elif tag == "polygon":
            shapes.append(Path(_points(element.get("points", "")), closed=False))
    return Path.make_compound_path(*shapes) if shapes else Path([(0, 0)])


class _Painter:
    """Adds the SVG's elements to matplotlib axes in document order (each above the ones
    before it), with SVG's inherited paint."""

    def __init__(self, axes, width: float, height: float, clips: Dict[str, Any]) -> None:
        self.axes, self.width, self.height, self.clips = axes, width, height, clips
        self.order = 0

    def children(self, element: ET.Element, style: Dict[str, str]) -> None:
        for child in element:
            self.element(child, style)

    def element(self, element: ET.Element, inherited: Dict[str, str]) -> None:
        tag = element.tag.replace(_SVG, "")
        if tag in ("title", "defs", "clipPath"):
            return
        style = dict(inherited)
        style.update({k: v for k, v in element.attrib.items() if k in _INHERITED})
        if tag == "g":
            self.children(element, style)
            return
        from matplotlib import patches
        shape: patches.Patch
        if tag == "text":
            self.text(element, style)
            return
        if tag == "rect":
            corners = _rect_corners(element, self.width, self.height)
            (x, y), (x1, _), _, (_, y1) = corners
            rx = float(element.get("rx", "0"))
            if rx > 0:
                shape = patches.FancyBboxPatch((x, y), x1 - x, y1 - y,
                                               boxstyle=f"round,pad=0,rounding_size={rx}")
            else:
                shape = patches.Polygon(corners, closed=True)
        elif tag == "circle":
            shape = patches.Circle((float(element.get("cx", "0")), float(element.get("cy", "0"))),
                                   float(element.get("r", "0")))
        elif tag == "polygon":
            points = _points(element.get("points", ""))
            if len(points) < 3:
                return
            shape = patches.Polygon(points, closed=True)
        elif tag == "path":
            shape = patches.PathPatch(_path_of_d(element.get("d", "")))
        else:
            return   # nothing else is drawn by display_svg
        self.paint(shape, style)
        clip = element.get("clip-path")
        if clip:
            found = re.fullmatch(r"url\(#(.*)\)", clip)
            if found and found.group(1) in self.clips:
                outline = patches.PathPatch(self.clips[found.group(1)],
                                            transform=self.axes.transData)
                shape.set_clip_path(outline)
        self.axes.add_patch(shape)

    def paint(self, shape, style: Dict[str, str]) -> None:
        from matplotlib.colors import to_rgba
        fill = style.get("fill", "black")
        stroke = style.get("stroke", "none")
        shape.set_facecolor("none" if fill == "none" else
                            to_rgba(fill, float(style.get("fill-opacity", "1"))))
        if stroke == "none":
            shape.set_edgecolor("none")
            shape.set_linewidth(0)
        else:
            shape.set_edgecolor(to_rgba(stroke, float(style.get("stroke-opacity", "1"))))
            shape.set_linewidth(float(style.get("stroke-width", "1")))
        if style.get("stroke-linecap") == "round":
            shape.set_capstyle("round")
        shape.set_antialiased(True)
        self.order += 1
        shape.set_zorder(self.order)

    def text(self, element: ET.Element, style: Dict[str, str]) -> None:
        content = "".join(element.itertext())
        if not content:
            return
        self.order += 1
        # display_svg moves each text down by .35em from its baseline: that centres its letters
        # on y.
        self.axes.text(float(element.get("x", "0")), float(element.get("y", "0")), content,
                       fontsize=float(style.get("font-size", "16")),
                       color=style.get("fill", "black"),
                       fontweight="bold" if style.get("font-weight") == "bold" else "normal",
                       family="DejaVu Sans", ha=_ALIGN.get(style.get("text-anchor", "start"),
                                                           "left"),
                       va="center", zorder=self.order, parse_math=False)
