"""CR 613.1-613.4, 613.10-613.11: the layers and sublayers in which continuous effects apply."""

from __future__ import annotations

from enum import Enum


class Layer(Enum):
    """A layer or sublayer. Members are declared in the order they apply; compare them with
    :attr:`order`."""

    COPY = ("1a", "613.2a", "copy effects")
    FACE_DOWN = ("1b", "613.2b", "face-down characteristics")
    CONTROL = ("2", "613.1b", "control-changing effects")
    TEXT = ("3", "613.1c", "text-changing effects")
    TYPE = ("4", "613.1d", "type-changing effects")
    COLOR = ("5", "613.1e", "color-changing effects")
    ABILITY = ("6", "613.1f", "ability-adding and -removing effects")
    PT_CDA = ("7a", "613.4a", "characteristic-defining power/toughness")
    PT_SET = ("7b", "613.4b", "power/toughness setting effects")
    PT_MODIFY = ("7c", "613.4c", "power/toughness modifying effects and counters")
    PT_SWITCH = ("7d", "613.4d", "power/toughness switching effects")
    PLAYER = ("players", "613.10", "effects on players")
    RULES = ("rules", "613.11", "effects on the rules of the game")

    def __init__(self, label: str, rule: str, description: str) -> None:
        self.label = label
        self.rule = rule
        self.description = description

    @property
    def order(self) -> int:
        """Position in the order of application."""
        return _ORDER[self]

    @classmethod
    def from_label(cls, label: str) -> Layer:
        """The layer called ``label`` ("4", "7c", "type", "pt_modify", …)."""
        key = label.strip().lower()
        for layer in cls:
            if key in (layer.label, layer.name.lower()):
                return layer
        raise ValueError(f"unknown layer {label!r}")

    def __lt__(self, other: Layer) -> bool:
        return self.order < other.order

    # Members are singletons compared by identity: hashed by identity too (Enum's own hash,
    # of the member's name, is a Python call on every dictionary lookup by layer).
    __hash__ = object.__hash__

    @property
    def cda_first(self) -> bool:
        """CR 613.3: within layers 2-6, characteristic-defining abilities apply first."""
        return self in (Layer.CONTROL, Layer.TEXT, Layer.TYPE, Layer.COLOR, Layer.ABILITY)


_ORDER = {layer: i for i, layer in enumerate(Layer)}

OBJECT_LAYERS: tuple[Layer, ...] = tuple(
    layer for layer in Layer if layer not in (Layer.PLAYER, Layer.RULES)
)
"""The layers that determine objects' characteristics (and control), in order."""
