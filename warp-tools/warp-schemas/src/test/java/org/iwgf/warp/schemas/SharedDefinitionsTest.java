// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.schemas;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;

/**
 * A schema refers to another file for what that file defines alike, and keeps what it defines otherwise: a
 * definition alike but for what one it refers to means stays too, as does all that refers to it.
 */
class SharedDefinitionsTest {
  private static final ObjectMapper TREE = new ObjectMapper();

  private static ObjectNode json(String text) throws JsonProcessingException {
    return (ObjectNode) TREE.readTree(text.replace('\'', '"'));
  }

  /** The other file: a move, a oneOf of two kinds, and its points. */
  private static final String MOVE = """
      {'$schema':'s','$id':'move','title':'Move','$defs':{
        'Point':{'type':'object','properties':{'x':{'type':'number'}}},
        'Move.Go':{'type':'object','properties':{'to':{'$ref':'#/$defs/Point'}}},
        'Move.Stop':{'type':'object'},
        'Kind':{'enum':['A','B']}},
       'oneOf':[{'$ref':'#/$defs/Move.Go'},{'$ref':'#/$defs/Move.Stop'}]}""";

  @Test
  void whatTheOtherFileDefinesAlikeBecomesAReferenceThere() throws JsonProcessingException {
    ObjectNode menu = json("""
        {'$id':'menu','$defs':{
          'Point':{'type':'object','properties':{'x':{'type':'number'}}},
          'Move':{'oneOf':[{'$ref':'#/$defs/Move.Go'},{'$ref':'#/$defs/Move.Stop'}]},
          'Move.Go':{'type':'object','properties':{'to':{'$ref':'#/$defs/Point'}}},
          'Move.Stop':{'type':'object'},
          'Area':{'type':'object','properties':{'from':{'$ref':'#/$defs/Point'}}}},
         'properties':{'choices':{'items':{'$ref':'#/$defs/Move'}},'area':{'$ref':'#/$defs/Area'}}}""");
    SharedDefinitions.refer(menu, json(MOVE), "move.schema.json");
    assertEquals(json("""
        {'$id':'menu','$defs':{
          'Area':{'type':'object','properties':{'from':{'$ref':'move.schema.json#/$defs/Point'}}}},
         'properties':{'choices':{'items':{'$ref':'move.schema.json'}},'area':{'$ref':'#/$defs/Area'}}}"""), menu);
  }

  @Test
  void whatItDefinesOtherwiseStaysWithWhatRefersToIt() throws JsonProcessingException {
    // Point differs (y, not x): Move.Go, alike to the letter, means another point here, and stays; so does
    // Move, which refers to it. Kind, defined alike, is the other file's though nothing here refers to it.
    ObjectNode menu = json("""
        {'$defs':{
          'Point':{'type':'object','properties':{'y':{'type':'number'}}},
          'Move':{'oneOf':[{'$ref':'#/$defs/Move.Go'},{'$ref':'#/$defs/Move.Stop'}]},
          'Move.Go':{'type':'object','properties':{'to':{'$ref':'#/$defs/Point'}}},
          'Move.Stop':{'type':'object'},
          'Kind':{'enum':['A','B']}},
         'properties':{'choices':{'items':{'$ref':'#/$defs/Move'}},'stop':{'$ref':'#/$defs/Move.Stop'}}}""");
    SharedDefinitions.refer(menu, json(MOVE), "move.schema.json");
    assertEquals(json("""
        {'$defs':{
          'Point':{'type':'object','properties':{'y':{'type':'number'}}},
          'Move':{'oneOf':[{'$ref':'#/$defs/Move.Go'},{'$ref':'move.schema.json#/$defs/Move.Stop'}]},
          'Move.Go':{'type':'object','properties':{'to':{'$ref':'#/$defs/Point'}}}},
         'properties':{'choices':{'items':{'$ref':'#/$defs/Move'}},
           'stop':{'$ref':'move.schema.json#/$defs/Move.Stop'}}}"""), menu);
  }
}
