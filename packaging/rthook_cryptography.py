"""PyInstaller runtime hook (the Linux bundle): a stand-in for the one part of `cryptography` the bundle
needs, AES in CBC mode, done by the system's OpenSSL 3 (libcrypto.so.3) instead of cryptography's 14 MiB Rust
module.

The only user is SecretStorage, keyring's Secret Service backend (gui/common/secrets.py keeps the server's and
OBS's passwords there): it agrees a key with the keyring daemon itself (secretstorage/dhcrypto.py: Diffie-
Hellman and HKDF with hashlib and hmac) and asks cryptography only for
`Cipher(algorithms.AES(key), modes.CBC(iv), default_backend()).encryptor()/.decryptor()` with `update()` and
`finalize()`, padding the secret itself. This module offers exactly that, and raises ImportError, naming
itself, for any other name. libcrypto.so.3 is already the system's (packaging/mafia_desk.spec, SYSTEM_LIBS:
Python's ssl module links it); without it the import fails, keyring finds no working backend, and the app
keeps passwords for the session only, as on any desktop without a keyring.

Checked by tests/packaging/test_rthook_cryptography.py against the real cryptography, and through
SecretStorage's own encrypt and decrypt functions.
"""

from __future__ import annotations

import ctypes
import sys
import types
from typing import Any

MISSING = "Mafia Desk's bundle has only AES-CBC of cryptography (packaging/rthook_cryptography.py)"
BLOCK = 16
_lib: Any = None


def _libcrypto() -> Any:
    global _lib
    if _lib is None:
        lib = ctypes.CDLL("libcrypto.so.3")
        lib.EVP_CIPHER_CTX_new.restype = ctypes.c_void_p
        lib.EVP_CIPHER_CTX_free.argtypes = [ctypes.c_void_p]
        for name in ("EVP_aes_128_cbc", "EVP_aes_192_cbc", "EVP_aes_256_cbc"):
            getattr(lib, name).restype = ctypes.c_void_p
        lib.EVP_CipherInit_ex.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p]
        lib.EVP_CipherInit_ex.argtypes += [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_int]
        lib.EVP_CIPHER_CTX_set_padding.argtypes = [ctypes.c_void_p, ctypes.c_int]
        lib.EVP_CipherUpdate.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.POINTER(ctypes.c_int)]
        lib.EVP_CipherUpdate.argtypes += [ctypes.c_char_p, ctypes.c_int]
        lib.EVP_CipherFinal_ex.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.POINTER(ctypes.c_int)]
        _lib = lib
    return _lib


class AES:
    name = "AES"

    def __init__(self, key: bytes) -> None:
        if len(key) not in (16, 24, 32):
            raise ValueError(f"invalid AES key size ({len(key) * 8} bits)")
        self.key = bytes(key)


class CBC:
    name = "CBC"

    def __init__(self, initialization_vector: bytes) -> None:
        if len(initialization_vector) != BLOCK:
            raise ValueError(f"invalid IV size ({len(initialization_vector)}) for CBC")
        self.initialization_vector = bytes(initialization_vector)


class _Context:
    """One encryption or decryption, without padding (the caller pads), as cryptography's contexts."""

    def __init__(self, key: bytes, iv: bytes, encrypt: bool) -> None:
        lib = _libcrypto()
        self._lib = lib
        self._ctx = lib.EVP_CIPHER_CTX_new()
        if not self._ctx:
            raise MemoryError("EVP_CIPHER_CTX_new")
        cipher = {16: lib.EVP_aes_128_cbc, 24: lib.EVP_aes_192_cbc, 32: lib.EVP_aes_256_cbc}[len(key)]()
        if lib.EVP_CipherInit_ex(self._ctx, cipher, None, key, iv, int(encrypt)) != 1:
            self._free()
            raise ValueError("OpenSSL refused the AES key or IV")
        lib.EVP_CIPHER_CTX_set_padding(self._ctx, 0)

    def update(self, data: bytes) -> bytes:
        if self._ctx is None:
            raise ValueError(
                "context already finalized"
            )  # cryptography's AlreadyFinalized is a ValueError too
        data = bytes(data)
        out = ctypes.create_string_buffer(len(data) + BLOCK)
        size = ctypes.c_int(0)
        if self._lib.EVP_CipherUpdate(self._ctx, out, ctypes.byref(size), data, len(data)) != 1:
            raise ValueError("OpenSSL could not process the data")
        return out.raw[: size.value]

    def finalize(self) -> bytes:
        if self._ctx is None:
            raise ValueError("context already finalized")
        out = ctypes.create_string_buffer(BLOCK)
        size = ctypes.c_int(0)
        ok = self._lib.EVP_CipherFinal_ex(self._ctx, out, ctypes.byref(size))
        self._free()
        if ok != 1:
            raise ValueError("the length of the data is not a multiple of the block length")
        return out.raw[: size.value]

    def _free(self) -> None:
        if self._ctx is not None:
            self._lib.EVP_CIPHER_CTX_free(self._ctx)
            self._ctx = None

    def __del__(self) -> None:
        self._free()


class Cipher:
    def __init__(self, algorithm: AES, mode: CBC, backend: Any = None) -> None:
        if not isinstance(algorithm, AES) or not isinstance(mode, CBC):
            raise ImportError(f"only AES in CBC mode: {MISSING}")
        self.algorithm, self.mode = algorithm, mode

    def encryptor(self) -> _Context:
        return _Context(self.algorithm.key, self.mode.initialization_vector, encrypt=True)

    def decryptor(self) -> _Context:
        return _Context(self.algorithm.key, self.mode.initialization_vector, encrypt=False)


def default_backend() -> object:
    return _BACKEND


_BACKEND = object()


def _module(name: str, names: dict[str, Any]) -> types.ModuleType:
    module = types.ModuleType(name, MISSING)
    module.__dict__.update(names)

    def __getattr__(attr: str) -> Any:  # a module's __getattr__ (PEP 562)
        if attr.startswith("__"):
            raise AttributeError(attr)
        raise ImportError(f"{name}.{attr}: {MISSING}")

    module.__getattr__ = __getattr__  # type: ignore[method-assign]
    return module


def install() -> None:
    """Put the stand-in modules in sys.modules, unless the real cryptography is already imported."""
    algorithms = _module("cryptography.hazmat.primitives.ciphers.algorithms", {"AES": AES})
    modes = _module("cryptography.hazmat.primitives.ciphers.modes", {"CBC": CBC})
    ciphers = _module(
        "cryptography.hazmat.primitives.ciphers", {"Cipher": Cipher, "algorithms": algorithms, "modes": modes}
    )
    primitives = _module("cryptography.hazmat.primitives", {"ciphers": ciphers})
    backends = _module("cryptography.hazmat.backends", {"default_backend": default_backend})
    hazmat = _module("cryptography.hazmat", {"primitives": primitives, "backends": backends})
    top = _module("cryptography", {"hazmat": hazmat})
    for module in (top, hazmat, backends, primitives, ciphers, algorithms, modes):
        sys.modules.setdefault(module.__name__, module)


if sys.platform.startswith("linux") and getattr(sys, "frozen", False):
    install()
