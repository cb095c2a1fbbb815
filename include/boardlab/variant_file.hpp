#pragma once
// Variant files (docs/variants.md) from C++: TOML read by toml++ into a variant's data
// (spec_data.hpp), read into a GameSpec by the schema (schema.hpp), and written back in the
// schema's layout. The Python package reads and writes files through these same functions.
//
//   GameSpec spec = boardlab::read_variant_file("examples/variants/pogo_4x4.toml");
//   Game<> game(spec);
//   std::string text = boardlab::write_variant(spec);   // read_variant(text) == spec
//
// Errors are SpecErrors that name the file, then the line and the field:
//   variant file 'v.toml': line 9: kinds[1].moves[0] (Step): directions: 'forwards' is not ...
//
// toml++ (Debian's libtomlplusplus-dev) is header-only unless the including program says
// otherwise (TOML_HEADER_ONLY=0 with its shared library); the CMake package links it either way.
#include <algorithm>
#include <cstddef>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include <toml++/toml.h>

#include "error.hpp"
#include "quoted_text.hpp"
#include "schema.hpp"
#include "spec.hpp"
#include "spec_data.hpp"

namespace boardlab {

namespace variant_file_detail {

inline SpecValue value_of(const toml::node& node) {
  SpecValue v;
  v.line = int(node.source().begin.line);
  v.column = int(node.source().begin.column);
  if (const auto* table = node.as_table()) {
    v.type = SpecValue::Type::table;
    for (const auto& [key, child] : *table)
      v.fields.emplace_back(std::string(key.str()), value_of(child));
    // toml++ keeps a table's keys sorted; the schema's messages and the data keep the file's
    // order, which is the order of the lines.
    std::sort(v.fields.begin(), v.fields.end(), [](const auto& a, const auto& b) {
      return a.second.line != b.second.line ? a.second.line < b.second.line
                                            : a.second.column < b.second.column;
    });
  } else if (const auto* array = node.as_array()) {
    v.type = SpecValue::Type::list;
    for (const toml::node& item : *array) v.items.push_back(value_of(item));
  } else if (const auto* text = node.as_string()) {
    v.type = SpecValue::Type::text;
    v.text = text->get();
  } else if (const auto* whole = node.as_integer()) {
    v.type = SpecValue::Type::whole;
    v.whole = whole->get();
  } else if (const auto* decimal = node.as_floating_point()) {
    v.type = SpecValue::Type::decimal;
    v.decimal = decimal->get();
  } else if (const auto* yes_no = node.as_boolean()) {
    v.type = SpecValue::Type::yes_no;
    v.yes = yes_no->get();
  } else {
    // A date or a time: no field takes one; shown as the file writes it.
    v.type = SpecValue::Type::other;
    std::ostringstream text;
    node.visit([&](const auto& n) { text << n; });
    v.show_source = [shown = text.str()] { return shown; };
  }
  return v;
}

// The text of a file's bytes: UTF-8, as TOML requires, with or without a byte order mark (some
// Windows editors write one); a SpecError naming the first byte that is not UTF-8.
inline std::string_view utf8_text(std::string_view bytes, std::string_view where) {
  if (bytes.substr(0, 3) == "\xEF\xBB\xBF") bytes.remove_prefix(3);
  std::size_t line = 1, line_start = 0;
  for (std::size_t i = 0; i < bytes.size();) {
    const int n = detail::utf8_character_length(bytes, i);
    if (n == 0) {
      static constexpr char hex[] = "0123456789abcdef";
      const auto b = static_cast<unsigned char>(bytes[i]);
      throw SpecError(std::string(where) + ": not UTF-8 text: byte 0x" + hex[b >> 4] + hex[b & 15] +
                      " at line " + std::to_string(line) + ", column " +
                      std::to_string(i - line_start + 1) + " (TOML files are UTF-8)");
    }
    if (bytes[i] == '\n') {
      ++line;
      line_start = i + 1;
    }
    i += std::size_t(n);
  }
  return bytes;
}

// TOML allows characters that are not ASCII only in strings and comments. toml++ 3.3 (Debian 12's)
// reaches __builtin_unreachable when it asks whether such a character is whitespace, which it
// does where one stands anywhere else (is_non_ascii_horizontal_whitespace: found by
// variant_file_fuzzer), including inside a token it is still reading, such as `3"é"`, where the
// quote does not open a string. So toml++ first reads the document's ASCII skeleton: each
// character that is not ASCII refused outside strings and comments with TOML's own rule, and
// replaced by one 'x' inside them (columns, which count characters, stay the same). Only a
// skeleton that is valid TOML has its strings and comments where this scan saw them, so only
// then does toml++ read the real text.
inline std::string ascii_skeleton(std::string_view text, std::string_view where) {
  std::string skeleton;
  skeleton.reserve(text.size());
  // Outside code (where anything not ASCII is refused), a character becomes one 'x'.
  auto keep = [&](std::size_t i) {
    const auto byte = static_cast<unsigned char>(text[i]);
    if (byte < 0x80)
      skeleton += text[i];
    else if ((byte & 0xC0) != 0x80)
      skeleton += 'x';
  };
  enum class In { code, comment, basic, literal, multi_basic, multi_literal } in = In::code;
  std::size_t line = 1, line_start = 0;
  auto quotes_at = [&](std::size_t i, char q) {
    std::size_t n = 0;
    while (i + n < text.size() && text[i + n] == q) ++n;
    return n;
  };
  auto skip_to = [&](std::size_t& i, std::size_t last) {
    while (i < last) keep(++i);
  };
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (in == In::code && static_cast<unsigned char>(c) >= 0x80) {
      std::size_t column = 1;  // in characters, as toml++ counts them
      for (std::size_t k = line_start; k < i; ++k)
        column += (static_cast<unsigned char>(text[k]) & 0xC0) != 0x80;
      throw SpecError(std::string(where) +
                      ": not valid TOML: a character that is not ASCII outside a string or "
                      "comment (at line " +
                      std::to_string(line) + ", column " + std::to_string(column) + ")");
    }
    keep(i);
    if (c == '\n') {
      ++line;
      line_start = i + 1;
      if (in != In::multi_basic && in != In::multi_literal) in = In::code;
      continue;
    }
    switch (in) {
      case In::code:
        if (c == '#') {
          in = In::comment;
        } else if (c == '"' || c == '\'') {
          const bool multi = quotes_at(i, c) >= 3;
          in = c == '"' ? (multi ? In::multi_basic : In::basic)
                        : (multi ? In::multi_literal : In::literal);
          if (multi) skip_to(i, i + 2);
        }
        break;
      case In::comment:
        break;
      case In::basic:
        if (c == '\\' && i + 1 < text.size() && text[i + 1] != '\n')
          skip_to(i, i + 1);
        else if (c == '"')
          in = In::code;
        break;
      case In::literal:
        if (c == '\'') in = In::code;
        break;
      case In::multi_basic:
      case In::multi_literal: {
        const char q = in == In::multi_basic ? '"' : '\'';
        if (in == In::multi_basic && c == '\\') {
          if (i + 1 < text.size() && text[i + 1] != '\n') skip_to(i, i + 1);
        } else if (c == q && quotes_at(i, q) >= 3) {
          // Up to two quotes of the string's own may stand just before its closing three.
          skip_to(i, i + std::min<std::size_t>(quotes_at(i, q), 5) - 1);
          in = In::code;
        }
        break;
      }
    }
  }
  return skeleton;
}

// --- writing ------------------------------------------------------------------------------------

inline std::string string_literal(std::string_view text) {
  std::ostringstream out;
  out << toml::toml_formatter{toml::value<std::string>(std::string(text)),
                              toml::format_flags::allow_unicode_strings};
  return out.str();
}

inline std::string key_text(std::string_view key) {
  bool bare = !key.empty();
  for (const char c : key)
    bare = bare && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                    c == '_' || c == '-');
  return bare ? std::string(key) : string_literal(key);
}

inline std::string value_text(const SpecValue& v) {
  switch (v.type) {
    case SpecValue::Type::yes_no:
      return v.yes ? "true" : "false";
    case SpecValue::Type::whole:
      return std::to_string(v.whole);
    case SpecValue::Type::decimal: {
      std::ostringstream out;
      out << toml::toml_formatter{toml::value<double>(v.decimal), toml::format_flags::none};
      return out.str();
    }
    case SpecValue::Type::text:
      return string_literal(v.text);
    case SpecValue::Type::list: {
      std::string out = "[";
      for (std::size_t i = 0; i < v.items.size(); ++i)
        out += (i ? ", " : "") + value_text(v.items[i]);
      return out + "]";
    }
    case SpecValue::Type::table: {
      std::string out = "{ ";
      bool first = true;
      for (const auto& [key, value] : v.fields) {
        if (value.is(SpecValue::Type::none)) continue;
        out += (first ? "" : ", ") + key_text(key) + " = " + value_text(value);
        first = false;
      }
      return first ? "{}" : out + " }";
    }
    case SpecValue::Type::none:
    case SpecValue::Type::other:
      break;
  }
  throw SpecError("a variant's data holds " + shown(v) + ", which TOML cannot write");
}

inline const schema::FieldInfo* field_info(const schema::TableInfo& table, std::string_view name) {
  for (const schema::FieldInfo& f : table.fields)
    if (f.name == name) return &f;
  return nullptr;
}

// The lines of one table's fields: `key = value` for values, inline tables after them, then a
// kind's moves as an array of inline tables, one a line.
inline void write_fields(std::vector<std::string>& lines, const SpecValue& table,
                         const schema::TableInfo& info) {
  std::vector<std::string> inline_tables, move_lists;
  for (const auto& [key, value] : table.fields) {
    const schema::FieldInfo* f = field_info(info, key);
    const FieldType type = f ? f->type : FieldType::name;
    if (value.is(SpecValue::Type::none) || type == FieldType::region_table ||
        type == FieldType::kind_list || type == FieldType::condition_list ||
        type == FieldType::evaluation_list)
      continue;
    if (type == FieldType::primitive_list) {
      move_lists.push_back(key_text(key) + " = [");
      for (const SpecValue& m : value.items) move_lists.push_back("  " + value_text(m) + ",");
      move_lists.push_back("]");
    } else if (value.is(SpecValue::Type::table)) {
      inline_tables.push_back(key_text(key) + " = " + value_text(value));
    } else {
      lines.push_back(key_text(key) + " = " + value_text(value));
    }
  }
  lines.insert(lines.end(), inline_tables.begin(), inline_tables.end());
  lines.insert(lines.end(), move_lists.begin(), move_lists.end());
}

}  // namespace variant_file_detail

inline constexpr std::string_view variant_file_header =
    "# boardlab variant (schema: docs/variants.md)";

// A TOML document as a variant's data, each value with its line; SpecError "<where>: not valid
// TOML: ..." when it is not TOML. `where` names the document in messages ("variant file 'x'").
inline SpecValue read_variant_data(std::string_view toml_text, std::string_view where) {
  if (toml_text.substr(0, 3) == "\xEF\xBB\xBF") toml_text.remove_prefix(3);
  const std::string skeleton = variant_file_detail::ascii_skeleton(toml_text, where);
  try {
    if (skeleton != toml_text) (void)toml::parse(skeleton);
    const toml::table document = toml::parse(toml_text);
    SpecValue data = variant_file_detail::value_of(document);
    data.line = 0;  // a missing top-level field is the document's, not its first line's
    return data;
  } catch (const toml::parse_error& e) {
    throw SpecError(std::string(where) + ": not valid TOML: " + std::string(e.description()) +
                    " (at line " + std::to_string(e.source().begin.line) + ", column " +
                    std::to_string(e.source().begin.column) + ")");
  }
}

// The data of a variant file's bytes: UTF-8 text (a SpecError names the first byte that is not),
// read as read_variant_data reads it.
inline SpecValue read_variant_file_data(std::string_view bytes, std::string_view where) {
  return read_variant_data(variant_file_detail::utf8_text(bytes, where), where);
}

// The spec of a variant's data, with `where` in front of any error.
inline GameSpec read_variant_spec(const SpecValue& data, std::string_view where) {
  try {
    return read_spec(data);
  } catch (const SpecError& e) {
    throw SpecError(std::string(where) + ": " + e.what());
  }
}

// The spec a TOML document describes; `source` names it in errors (a path, or "<string>").
inline GameSpec read_variant(std::string_view toml_text, std::string_view source = "<string>") {
  const std::string where = "variant file " + std::string(source);
  return read_variant_spec(read_variant_data(toml_text, where), where);
}

// The spec a variant file describes; errors name the file.
inline GameSpec read_variant_file(const std::filesystem::path& path) {
  const std::string where = "variant file " + detail::quoted(path.string());
  std::ifstream file(path, std::ios::binary);
  if (!file) throw SpecError(where + ": cannot be read");
  const std::string bytes{std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
  if (file.bad()) throw SpecError(where + ": cannot be read");
  return read_variant_spec(read_variant_file_data(bytes, where), where);
}

// The TOML document of a variant's data, in the schema's layout: the top-level fields, then
// [regions], one [[kinds]] table a kind with its moves as inline tables, one [[end]] a condition
// and one [[evaluation]] a term.
inline std::string write_variant_data(const SpecValue& data) {
  using namespace variant_file_detail;
  const schema::TableInfo& game = schema::schema_table("game");
  std::vector<std::string> lines{std::string(variant_file_header)};
  write_fields(lines, data, game);
  if (const SpecValue* regions = data.find("regions"); regions && !regions->fields.empty()) {
    lines.insert(lines.end(), {"", "[regions]"});
    for (const auto& [name, cells] : regions->fields)
      lines.push_back(key_text(name) + " = " + value_text(cells));
  }
  const auto sections = [&](std::string_view key,
                            const schema::TableInfo& (*info)(const SpecValue&)) {
    const SpecValue* list = data.find(key);
    if (!list) return;
    for (const SpecValue& table : list->items) {
      lines.insert(lines.end(), {"", "[[" + std::string(key) + "]]"});
      write_fields(lines, table, info(table));
    }
  };
  sections("kinds", [](const SpecValue&) -> const schema::TableInfo& {
    return schema::schema_table("kind");
  });
  sections("end", [](const SpecValue& c) -> const schema::TableInfo& {
    const SpecValue* type = c.find("type");
    return schema::schema_table("end condition", type ? std::string_view(type->text) : "");
  });
  sections("evaluation", [](const SpecValue&) -> const schema::TableInfo& {
    return schema::schema_table("evaluation term");
  });
  std::string out;
  for (const std::string& line : lines) out += line + "\n";
  return out;
}

// The TOML document of a spec; read_variant gives the spec back.
inline std::string write_variant(const GameSpec& spec) {
  return write_variant_data(write_spec(spec, schema::Written::changed));
}

}  // namespace boardlab
