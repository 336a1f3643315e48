# Two commands do all set-up on a fresh machine: `make run` and `make test`.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp

.PHONY: run test lint contracts typecheck pytest venv forms translations benchmarks screenshots numpy-noblas package package-check linux-archive linux-archive-check clean

$(STAMP): pyproject.toml
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	@touch $(STAMP)

venv: $(STAMP)

run: $(STAMP)
	$(BIN)/mafia-desk

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

# The layers of docs/architecture.md: the import contracts in pyproject.toml ([tool.importlinter]).
contracts: $(STAMP)
	$(BIN)/lint-imports

# The whole package under mypy --strict (pyproject.toml [tool.mypy]; the generated forms excepted).
typecheck: $(STAMP)
	$(BIN)/mypy --strict

# Two worker processes (pytest-xdist): every test is independent (its own database, settings folder, schema
# and ports), and the 2-core machine runs the suite in about half the time.
pytest: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q -n 2

test: lint contracts typecheck pytest

# Compile the Qt Designer forms in ui/ into the package (MusicBrainz Picard style, used by composition).
forms: $(STAMP)
	$(BIN)/python scripts/compile_forms.py

translations: $(STAMP)
	$(BIN)/python scripts/translations.py

benchmarks: $(STAMP)
	@for b in benchmarks/*.py; do echo "== $$b"; $(BIN)/python $$b || exit 1; done

screenshots: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python scripts/screenshots

# The frozen app (PyInstaller, one folder): dist/mafia-desk/mafia-desk. Not part of `make test`: it takes a
# while. What is bundled and how it was checked: docs/packaging.md.
# numpy without BLAS and LAPACK, for the bundle only (docs/packaging.md, "numpy without OpenBLAS"): the Charts
# tab's pyqtgraph needs numpy, not the 27 MiB of OpenBLAS and gfortran its PyPI wheel carries, nor SIMD loops
# and sorts for a few dozen points: no CPU-specific code at all, optimised for size (-Os; 6.1 -> 3.9 MiB of
# extension modules, the same results). Built once from
# the source of the venv's numpy version (7-14 minutes on two busy cores; needs a C compiler and PyPI);
# `make package` bundles it when it is there, and the venv's numpy, with OpenBLAS, otherwise. No pip cache: it
# keys a built wheel by name and version, not by the -C settings, and could hand back a numpy with OpenBLAS.
NUMPY_NOBLAS := build/numpy-noblas
NUMPY_VERSION = $(shell $(BIN)/python -c "import importlib.metadata as m; print(m.version('numpy'))")
numpy-noblas: $(STAMP)
	rm -rf $(NUMPY_NOBLAS)
	$(BIN)/python -m pip wheel --quiet --no-cache-dir --no-deps --no-binary numpy numpy==$(NUMPY_VERSION) -w $(NUMPY_NOBLAS)/wheel \
	    -Csetup-args=-Dallow-noblas=true -Csetup-args=-Dblas=none -Csetup-args=-Dlapack=none \
	    -Csetup-args=-Dcpu-dispatch= -Csetup-args=-Ddisable-optimization=true -Csetup-args=-Ddisable-highway=true \
	    -Csetup-args=-Ddisable-intel-sort=true -Csetup-args=-Ddisable-svml=true -Csetup-args=-Doptimization=s \
	    -Cbuild-dir=$(abspath $(NUMPY_NOBLAS))/meson
	$(BIN)/python -m zipfile -e $(NUMPY_NOBLAS)/wheel/numpy-$(NUMPY_VERSION)-*.whl $(NUMPY_NOBLAS)/site
	rm -rf $(NUMPY_NOBLAS)/meson

package: $(STAMP)
	PYTHONPATH=$(if $(wildcard $(NUMPY_NOBLAS)/site/numpy),$(abspath $(NUMPY_NOBLAS)/site)) \
	$(BIN)/pyinstaller --noconfirm --clean --workpath build/pyinstaller --distpath dist packaging/mafia_desk.spec
	cp packaging/mafia-desk.desktop resources/icons/mafia-desk.svg dist/mafia-desk/
	dist/mafia-desk/mafia-desk --version
	@du -sh dist/mafia-desk

# The frozen app checks itself (CI runs this after `make test`): the windows offscreen, the bundled samples
# replayed and scored, a protocol and a standings PDF written and read back (mafia_desk/commands/self_test.py).
# The Linux bundle must also stay under BUNDLE_LIMIT_MIB (docs/packaging.md, "Size": 99.75 MiB on
# 2026-12-07, under issue 41's 100, with the numpy of `make numpy-noblas`); an empty limit turns the size
# check off (.ci/run does that when numpy could not be built without BLAS).
BUNDLE_LIMIT_MIB ?= 103
package-check: package
	QT_QPA_PLATFORM=offscreen dist/mafia-desk/mafia-desk --self-test
	@bytes=$$(du -sb dist/mafia-desk | cut -f1); \
	echo "dist/mafia-desk: $$bytes bytes ($$((bytes / 1048576)) MiB), limit $(or $(BUNDLE_LIMIT_MIB),none)"; \
	if [ -n "$(BUNDLE_LIMIT_MIB)" ] && [ $$bytes -ge $$(($(BUNDLE_LIMIT_MIB) * 1048576)) ]; then \
	    echo "the bundle is over $(BUNDLE_LIMIT_MIB) MiB (docs/packaging.md says what makes it big)"; exit 1; fi

# What a club downloads on Linux: the bundle, the menu entry, the icon and install.sh in one archive
# (docs/install.md). Built from the bundle `make package` made.
VERSION = $(shell $(BIN)/python -c "import mafia_desk; print(mafia_desk.__version__)")
ARCHIVE = dist/mafia-desk-$(VERSION)-linux-$(shell uname -m)
linux-archive: package
	rm -rf $(ARCHIVE) $(ARCHIVE).tar.gz
	mkdir -p $(ARCHIVE)
	cp -R dist/mafia-desk $(ARCHIVE)/mafia-desk
	rm -f $(ARCHIVE)/mafia-desk/mafia-desk.desktop $(ARCHIVE)/mafia-desk/mafia-desk.svg
	cp packaging/mafia-desk.desktop resources/icons/mafia-desk.svg packaging/linux/install.sh docs/install.md $(ARCHIVE)/
	tar -C dist -czf $(ARCHIVE).tar.gz $(notdir $(ARCHIVE))
	@ls -l $(ARCHIVE).tar.gz

# The archive as a club gets it: unpacked, installed by its install.sh into a fresh home folder, and the
# installed command's --self-test run on X11 (Xvfb; its windows through the bundled xcb plugin and libraries),
# offscreen when xvfb-run is missing. The release workflow runs it after package-check, with `-o package`.
ARCHIVE_CHECK = build/archive-check
linux-archive-check: linux-archive
	rm -rf $(ARCHIVE_CHECK) && mkdir -p $(ARCHIVE_CHECK)/home
	tar -C $(ARCHIVE_CHECK) -xzf $(ARCHIVE).tar.gz
	HOME=$(abspath $(ARCHIVE_CHECK))/home sh $(ARCHIVE_CHECK)/$(notdir $(ARCHIVE))/install.sh
	test -f $(ARCHIVE_CHECK)/home/.local/share/applications/mafia-desk.desktop
	test -f $(ARCHIVE_CHECK)/home/.local/share/icons/hicolor/scalable/apps/mafia-desk.svg
	if command -v xvfb-run >/dev/null 2>&1; then \
	    HOME=$(abspath $(ARCHIVE_CHECK))/home QT_QPA_PLATFORM=xcb xvfb-run -a $(ARCHIVE_CHECK)/home/.local/bin/mafia-desk --self-test; \
	else \
	    echo "note: no xvfb-run, the self-test runs offscreen"; \
	    HOME=$(abspath $(ARCHIVE_CHECK))/home QT_QPA_PLATFORM=offscreen $(ARCHIVE_CHECK)/home/.local/bin/mafia-desk --self-test; \
	fi
	HOME=$(abspath $(ARCHIVE_CHECK))/home sh $(ARCHIVE_CHECK)/$(notdir $(ARCHIVE))/install.sh --uninstall
	test ! -e $(ARCHIVE_CHECK)/home/.local/bin/mafia-desk

clean:
	rm -rf $(VENV) build dist .pytest_cache .mypy_cache .ruff_cache
